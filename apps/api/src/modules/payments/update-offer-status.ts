/**
 * PATCH /api/updateOfferStatus/{id}: the payment page reports the provider's payment id. The
 * body is trusted for nothing else: the payment must be one this offer opened, and the
 * provider itself must say it succeeded for this offer's amount and currency.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';
import { selectOffers } from '../offer-records/offer-json';
import { markOfferBought } from './mark-offer-bought';
import { PAYMENT_MESSAGES } from './messages';
import { assertPayable, findAmountDue, hasBeenPaid, isSucceededPaymentOf } from './payment-rules';

export async function updateOfferStatus(
  db: Database,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  buyer: SessionUser,
  offerId: string,
  transactionId: string,
): Promise<{ modifiedCount: number }> {
  const [offer] = await selectOffers(db).where(and(eq(offers.id, offerId), eq(offers.buyerId, buyer.id)));
  if (!offer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.offerNotFound);
  if (hasBeenPaid(offer.status) && offer.transactionId === transactionId) return { modifiedCount: 0 };
  assertPayable(offer);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.offerId, offer.id), eq(payments.intentId, transactionId)));
  // A forged id, another offer's payment, or one of a provider no longer configured.
  if (!payment || payment.provider !== provider.name)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.notSucceeded);
  const intent = await provider.retrieveIntent(db, transactionId);
  if (!intent || !isSucceededPaymentOf(intent, offer) || payment.amount !== findAmountDue(offer)) {
    if (intent?.status === 'succeeded') {
      log.warn(
        { offerId, intentId: intent.id, amount: intent.amount },
        'succeeded payment does not match its offer',
      );
    }
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.notSucceeded);
  }
  return markOfferBought(db, offer.id, transactionId, intent.method);
}
