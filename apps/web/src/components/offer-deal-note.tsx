import { OFFER_END_MESSAGES, type Offer } from '@nestlane/shared';
import { localizeMessage } from '../i18n';
import { commonText } from '../lib/common-text';
import { formatDateTime } from '../lib/format-date-time';
import { formatAmount } from '../lib/format-price';

type NotedOffer = Pick<
  Offer,
  'offerStatus' | 'offerEndReason' | 'paymentDueAt' | 'amountDue' | 'isBooking' | 'cancelReason'
>;

/** A booking's sum (decision 055): what to pay once accepted, what was paid once booked. */
function BookingSum({ offer }: { offer: NotedOffer }) {
  if (!offer.isBooking || offer.amountDue == null) return null;
  const id = offer.offerStatus === 'accepted' ? 'common.offer.bookingDue' : 'common.offer.bookingPaid';
  return (
    <p className="text-sm font-semibold text-slate-700">
      {commonText(id, { amount: formatAmount(offer.amountDue) })}
    </p>
  );
}

/**
 * What the status alone does not say (decisions 017, 055), the same for the buyer and the agent: why
 * a deal ended without the agent's word, until when an accepted offer can be paid, a booking's sum, and
 * why a booked deal was cancelled.
 */
export function OfferDealNote({ offer }: { offer: NotedOffer }) {
  if (offer.offerStatus === 'rejected' && offer.offerEndReason) {
    return (
      <p className="text-sm font-semibold text-red-900">
        {localizeMessage(OFFER_END_MESSAGES[offer.offerEndReason])}
      </p>
    );
  }
  if (offer.offerStatus === 'cancelled' && offer.cancelReason) {
    return (
      <p className="text-sm text-red-900">
        {commonText('common.offer.cancelReason', { reason: offer.cancelReason })}
      </p>
    );
  }
  if (offer.offerStatus === 'accepted' && offer.paymentDueAt) {
    return (
      <>
        <BookingSum offer={offer} />
        <p className="text-sm text-slate-700">
          {commonText('common.offer.paymentDueBy')}{' '}
          <time dateTime={offer.paymentDueAt}>{formatDateTime(offer.paymentDueAt)}</time>
        </p>
      </>
    );
  }
  if (offer.offerStatus === 'booked') return <BookingSum offer={offer} />;
  return null;
}
