import type { WishlistItem } from '@nestlane/shared';
import { type ReactNode, useId } from 'react';
import { ListingLocation, ListingPicture } from '../../../components/listing-summary';
import { MarketStateBadge } from '../../../components/market-state-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { VerifiedStatus } from '../../../components/verified-status';
import { useT } from '../../../i18n';
import { formatPriceRange } from '../../../lib/format-price';
import { useListingTitle } from '../../../lib/listing-text';
import { wishlistMessages } from '../messages';

/** Screen 2's card: the agent, then the listing as it is now, then the buyer's actions. */
export function WishCard({ item, actions }: { item: WishlistItem; actions: ReactNode }) {
  const titleId = useId();
  const t = useT(wishlistMessages);
  const title = useListingTitle(item);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex min-w-0 items-center gap-2.5 px-5 py-3">
        <UserAvatar name={item.agentName} photo={item.agentImage} size={36} />
        <p className="min-w-0 truncate text-sm font-semibold text-ink">
          <span className="sr-only">{t('wishlist.card.agent')}</span>
          {item.agentName}
        </p>
      </div>
      <ListingPicture src={item.propertyImage} title={title} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="text-lg leading-snug font-bold break-words text-ink">
          {title}
        </h2>
        <ListingLocation location={item.propertyLocation} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-extrabold text-brand-text">
            <span className="sr-only">{t('wishlist.card.price')}</span>
            {formatPriceRange(item.minPrice, item.maxPrice)}
          </p>
          <p>
            <span className="sr-only">{t('wishlist.card.status')}</span>
            <VerifiedStatus status={item.propertyVerificationStatus} />
          </p>
          <MarketStateBadge marketState={item.marketState} />
        </div>
        <div className="mt-auto border-t border-slate-100 pt-4">{actions}</div>
      </div>
    </article>
  );
}
