/**
 * The one place an offer becomes bought (accepted → bought), for the buyer's confirmation
 * and for Stripe's webhook alike. The caller has checked with the provider that the intent
 * succeeded; here, under the offer's row lock, the state moves once and only once.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { message, taka } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { selectOffers } from '../offer-records/offer-json';
import { PAYMENT_MESSAGES } from './messages';
import { assertListingOpen, assertPayable } from './payment-rules';

/** Inside the caller's transaction (createPaymentIntent settles a payment it finds succeeded). */
export async function markOfferBoughtInTransaction(
  tx: Transaction,
  offerId: string,
  intentId: string,
): Promise<{ modifiedCount: number }> {
  const [offer] = await selectOffers(tx).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.offerNotFound);
  // A replay (double click, the webhook after the browser, a retried request) changes nothing.
  if (offer.status === 'bought' && offer.transactionId === intentId) return { modifiedCount: 0 };
  assertPayable(offer);
  // No window check: the caller proved with the provider that the money moved while the offer
  // still held the listing (an expired offer is ended only after asking the provider, decision 017).
  await assertListingOpen(tx, offer);
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.offerId, offerId), eq(payments.intentId, intentId)))
    .for('update');
  if (!payment) throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.notSucceeded);
  await tx
    .update(offers)
    .set({ status: 'bought', transactionId: intentId, payment: 'completed' })
    .where(eq(offers.id, offerId));
  await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
  if (offer.agentId) {
    await notify(tx, {
      userId: offer.agentId,
      kind: 'payment_received',
      title: message('notification.paymentReceived.title', { title: offer.propertyTitle }),
      body: message('notification.paymentReceived.body', {
        buyer: offer.buyerName,
        price: taka(offer.offeredPrice),
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
): Promise<{ modifiedCount: number }> {
  return db.transaction((tx) => markOfferBoughtInTransaction(tx, offerId, intentId));
}
