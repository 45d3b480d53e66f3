/**
 * POST /api/admin/payments/{id}/refund: an admin gives a paid payment back, with a reason (decision
 * 055). Under the payment's and its offer's row locks the provider refunds the whole amount (Stripe's
 * refund, SSLCommerz's refund API, the sandbox's record), then the payment becomes refunded with the
 * reason and the moment; a booked deal is cancelled with it, freeing the listing. The buyer and the
 * agent are told. A payment already refunded answers modifiedCount 0 and asks the provider nothing.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import type { PaymentProviders } from '../../payments/payment-providers';
import { PAYMENT_MESSAGES } from './messages';
import { notifyRefund } from './notify-refund';

export async function refundPayment(
  db: Database,
  providers: PaymentProviders,
  paymentId: string,
  reason: string,
  now = new Date(),
): Promise<{ modifiedCount: number }> {
  return db.transaction((tx) => refundPaymentInTransaction(tx, providers, paymentId, reason, now));
}

/** The refund itself, in the caller's transaction: the admin's route, or the demo seed's (decision 071). */
export async function refundPaymentInTransaction(
  tx: Transaction,
  providers: PaymentProviders,
  paymentId: string,
  reason: string,
  now = new Date(),
): Promise<{ modifiedCount: number }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  if (payment.status === 'refunded') return { modifiedCount: 0 };
  if (payment.status !== 'succeeded') throw new AppError('CONFLICT', PAYMENT_MESSAGES.onlyPaidCanBeRefunded);
  const provider = providers.find(payment.provider);
  if (!provider) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.providerNotConfigured(payment.provider));
  }
  const [offer] = await tx
    .select({
      id: offers.id,
      status: offers.status,
      buyerId: offers.buyerId,
      agentId: offers.agentId,
      propertyTitle: offers.propertyTitle,
    })
    .from(offers)
    .where(eq(offers.id, payment.offerId))
    .for('update');
  if (!offer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  await provider.refundIntent(tx, { id: payment.intentId, amount: payment.amount });
  await tx
    .update(payments)
    .set({ status: 'refunded', refundReason: reason, refundedAt: now })
    .where(eq(payments.id, payment.id));
  // A booking refunded is a booking cancelled; a deal bought or completed keeps its history.
  if (offer.status === 'booked') {
    await tx.update(offers).set({ status: 'cancelled', cancelReason: reason }).where(eq(offers.id, offer.id));
  }
  const title = offer.propertyTitle;
  await notifyRefund(tx, offer, {
    // The admin's reason, kept as written in every language.
    buyer: { title: message('notification.paymentRefundedByAdmin.buyerTitle', { title }), body: reason },
    agent: { title: message('notification.paymentRefundedByAdmin.agentTitle', { title }), body: reason },
  });
  return { modifiedCount: 1 };
}
