import { OFFER_END_MESSAGES, type Offer } from '@nestlane/shared';

const deadlineFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });

/**
 * What the status alone does not say (decision 017), the same for the buyer and the agent: why
 * a deal ended without the agent's word, or until when an accepted offer can be paid.
 */
export function OfferDealNote({
  offer,
}: {
  offer: Pick<Offer, 'offerStatus' | 'offerEndReason' | 'paymentDueAt'>;
}) {
  if (offer.offerStatus === 'rejected' && offer.offerEndReason) {
    return <p className="text-sm font-semibold text-red-900">{OFFER_END_MESSAGES[offer.offerEndReason]}</p>;
  }
  if (offer.offerStatus === 'accepted' && offer.paymentDueAt) {
    return (
      <p className="text-sm text-slate-700">
        Payment Due By{' '}
        <time dateTime={offer.paymentDueAt}>{deadlineFormat.format(new Date(offer.paymentDueAt))}</time>
      </p>
    );
  }
  return null;
}
