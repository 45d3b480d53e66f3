import type { Property } from '@nestlane/shared';
import { commonText } from '../lib/common-text';
import { describeCompareFull, toggleCompared, useComparedListings } from '../lib/compare-list';
import { useListingTitle } from '../lib/listing-text';
import { toast } from '../lib/toast';

type CompareToggleProps = {
  property: Pick<Property, '_id' | 'propertyTitle' | 'propertyTitleBn'>;
  className?: string;
};

/**
 * Adds a listing to the comparison or takes it off (decision 038): a pressed button, its name saying
 * which listing. A fifth is refused with a message; the tray (components/compare-tray.tsx) shows the
 * chosen ones and opens the compare page.
 */
export function CompareToggle({
  property,
  className = 'btn-outline shrink-0 px-3 py-2.5 text-sm',
}: CompareToggleProps) {
  const compared = useComparedListings();
  const title = useListingTitle(property);
  const isCompared = compared.some((item) => item.id === property._id);

  function handleClick() {
    const result = toggleCompared({ id: property._id, title });
    if (result === 'full') toast.error(describeCompareFull(), { id: 'compare-full' });
  }

  return (
    <button
      type="button"
      aria-pressed={isCompared}
      aria-label={commonText('common.compare.toggleLabel', { title })}
      onClick={handleClick}
      className={className}
    >
      <span
        aria-hidden="true"
        className={`flex size-4 items-center justify-center rounded border text-[0.7rem] leading-none ${isCompared ? 'border-brand-text bg-brand-text text-white' : 'border-slate-400'}`}
      >
        {isCompared ? '✓' : ''}
      </span>
      {commonText('common.compare.toggle')}
    </button>
  );
}
