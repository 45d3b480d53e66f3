import type { Property } from '@nestlane/shared';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { HighlightedListing } from '../lib/highlighted-listing';
import { propertiesText } from '../messages';
import { ListingSummary } from './map-point-card';

/** How much of a card must be in the sheet's view for its marker to stand out on the map. */
const IN_VIEW_RATIO = 0.6;

/**
 * On a phone, the list's cards in a sheet under the full-screen map (issue 27): swiped sideways, one card
 * snapping into place at a time (CSS scroll snap); the card in view marks its pin, each opens its listing
 * and its heart wish-lists it, as on the list (its toast is read out over the map: decision 065). A
 * desktop shows the list beside the map instead.
 */
export function MapResultsSheet({
  listings,
  highlighted,
  renderSaveButton,
}: {
  listings: Property[];
  highlighted: HighlightedListing | undefined;
  renderSaveButton?: (listing: Property) => ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    // Hidden on a desktop (no box), and absent where the browser has no observer.
    if (!list || !highlighted || typeof IntersectionObserver !== 'function' || list.offsetParent === null)
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.find((entry) => entry.isIntersecting);
        const id = inView && (inView.target as HTMLElement).dataset.listingId;
        if (id) highlighted.set(id);
      },
      { root: list, threshold: IN_VIEW_RATIO },
    );
    for (const listing of listings) {
      const card = list.querySelector(`[data-listing-id="${CSS.escape(listing._id)}"]`);
      if (card) observer.observe(card);
    }
    return () => observer.disconnect();
  }, [highlighted, listings]);

  return (
    <ul
      ref={listRef}
      aria-label={propertiesText('properties.map.sheet')}
      className="flex shrink-0 snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain px-3 pt-3 pb-1 lg:hidden"
    >
      {listings.map((listing) => (
        <SheetCard
          key={listing._id}
          listing={listing}
          highlighted={highlighted}
          saveButton={renderSaveButton?.(listing)}
        />
      ))}
    </ul>
  );
}

function SheetCard({
  listing,
  highlighted,
  saveButton,
}: {
  listing: Property;
  highlighted: HighlightedListing | undefined;
  saveButton: ReactNode;
}) {
  const titleId = useId();
  return (
    <li data-listing-id={listing._id} className="w-[85%] max-w-sm shrink-0 snap-center">
      <article
        aria-labelledby={titleId}
        onFocus={() => highlighted?.set(listing._id)}
        className="relative flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-md"
      >
        <ListingSummary listing={listing} titleId={titleId} />
        {saveButton && <div className="absolute top-1.5 right-1.5">{saveButton}</div>}
      </article>
    </li>
  );
}
