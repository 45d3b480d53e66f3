/**
 * The one place an offer becomes bought (accepted → bought), for the buyer's confirmation
 * and for Stripe's webhook alike, and its listing sold in the same transaction. The caller has checked with the provider that the intent
 * succeeded; here, under the offer's row lock, the state moves once and only once.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { message, taka } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { selectOffers } from '../offer-records/offer-json';
import { takeOffMarket } from '../properties/take-off-market';
import { assignReceipt } from './assign-receipt';
import { PAYMENT_MESSAGES } from './messages';
import { assertListingOpen, assertPayable, hasBeenPaid } from './payment-rules';

/** Inside the caller's transaction (createPaymentIntent settles a payment it finds succeeded). */
export async function markOfferBoughtInTransaction(
  tx: Transaction,
  offerId: string,
  intentId: string,
  /** How the provider says it was paid (SSLCommerz's card_type); else the provider's own word. */
  reportedMethod?: string,
): Promise<{ modifiedCount: number }> {
  const [offer] = await selectOffers(tx).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.offerNotFound);
  // A replay (double click, the webhook after the browser, a retried request) changes nothing.
  if (hasBeenPaid(offer.status) && offer.transactionId === intentId) return { modifiedCount: 0 };
  assertPayable(offer);
  // No window check: the caller proved with the provider that the money moved while the offer
  // still held the listing (an expired offer is ended only after asking the provider, decision 017).
  const listing = await assertListingOpen(tx, offer);
  const [payment] = await tx
    .select({ id: payments.id, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.offerId, offerId), eq(payments.intentId, intentId)))
    .for('update');
  if (!payment) throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.notSucceeded);
  // Booking money or an advance books the deal; the agent completes it later (decision 055).
  await tx
    .update(offers)
    .set({ status: offer.isBooking ? 'booked' : 'bought', transactionId: intentId, payment: 'completed' })
    .where(eq(offers.id, offerId));
  await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
  await assignReceipt(tx, payment, reportedMethod);
  // Bought through Nestlane, the listing is sold with the payment (decision 048): a rental too, as
  // the listing's one deal (offers_one_deal_per_property_uq) is spent and it can take no other.
  // A booked one stays listed until the agent completes the deal; the deal index holds it meanwhile.
  if (!offer.isBooking) await takeOffMarket(tx, listing.id, 'sold');
  if (offer.agentId) {
    await notify(tx, {
      userId: offer.agentId,
      kind: 'payment_received',
      title: message('notification.paymentReceived.title', { title: offer.propertyTitle }),
      body: message('notification.paymentReceived.body', {
        buyer: offer.buyerName,
        price: taka(offer.amountDue ?? offer.offeredPrice),
      }),
      link: '/dashboard/soldProperties',
    });
  }
  return { modifiedCount: 1 };
}

export async function markOfferBought(
  db: Database,
  offerId: string,
  intentId: string,
  reportedMethod?: string,
): Promise<{ modifiedCount: number }> {
  return db.transaction((tx) => markOfferBoughtInTransaction(tx, offerId, intentId, reportedMethod));
}
