import type { Offer } from '@nestlane/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListingLocation, ListingPicture } from '../../../components/listing-summary';
import { OfferDealNote } from '../../../components/offer-deal-note';
import { OfferStatusBadge } from '../../../components/offer-status-badge';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/format-price';
import { purchasesMessages } from '../messages';

/**
 * Screen 3's card: the offer's snapshot of the listing, the offered price and its status. Pay Now only for
 * an accepted offer (spec §4), with its payment deadline; a bought one shows its transaction id and a link to its receipt instead, and
 * a deal that ended without the agent's word says why (decision 017).
 */
export function BoughtCard({ offer }: { offer: Offer }) {
  const titleId = useId();
  const t = useT(purchasesMessages);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <ListingPicture src={offer.propertyImage} title={offer.propertyTitle} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg leading-snug font-bold break-words text-ink">
            {offer.propertyTitle}
          </h2>
          <p>
            <span className="sr-only">{t('purchases.card.status')}</span>
            <OfferStatusBadge status={offer.offerStatus} />
          </p>
        </div>
        <ListingLocation location={offer.propertyLocation} />
        <OfferDealNote offer={offer} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-700">{t('purchases.card.offeredPrice')}</dt>
          <dd className="font-bold text-brand-text">{formatAmount(offer.offerredPriceRange)}</dd>
          <dt className="text-slate-700">{t('purchases.card.agent')}</dt>
          <dd className="truncate font-semibold text-ink">{offer.agentName}</dd>
        </dl>
        {offer.offerStatus === 'accepted' && (
          <Link
            to={`/dashboard/makePayment/${offer._id}`}
            aria-describedby={titleId}
            className="btn-primary mt-auto w-full py-2 text-sm"
          >
            {t('purchases.card.payNow')}
          </Link>
        )}
        {offer.payment === 'completed' && offer.transactionId && (
          <div className="mt-auto flex flex-col gap-2">
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm break-all text-emerald-900">
              {t('purchases.card.transactionId', { id: offer.transactionId })}
            </p>
            <Link
              to={`/dashboard/receipt/${offer._id}`}
              aria-describedby={titleId}
              className="btn-outline w-full py-2 text-sm"
            >
              {t('purchases.card.receipt')}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
