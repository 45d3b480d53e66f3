/**
 * Stripe's `payment_intent.succeeded` webhook: the same accepted → bought move as the buyer's
 * confirmation, for a buyer whose page closed before it reported. Stripe retries until it gets
 * a 2xx, so everything that is not our database failing answers 2xx: events of intents this
 * app did not open are ignored, and a payment that does not fit its offer is logged for a
 * person to look at (a second payment of one offer must be refunded by hand).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProviderIntent } from '../../payments/payment-provider';
import { selectOffers } from '../offer-records/offer-json';
import { markOfferBought } from './mark-offer-bought';
import { findAmountDue, isSucceededPaymentOf } from './payment-rules';

export type WebhookOutcome = 'bought' | 'already-bought' | 'ignored';

export async function recordWebhookPayment(
  db: Database,
  log: FastifyBaseLogger,
  intent: ProviderIntent,
): Promise<WebhookOutcome> {
  const [payment] = await db.select().from(payments).where(eq(payments.intentId, intent.id));
  if (!payment) return 'ignored';
  const [offer] = await selectOffers(db).where(eq(offers.id, payment.offerId));
  if (!offer || !isSucceededPaymentOf(intent, offer) || payment.amount !== findAmountDue(offer)) {
    log.error({ intentId: intent.id, offerId: payment.offerId }, 'webhook payment does not match its offer');
    return 'ignored';
  }
  try {
    const { modifiedCount } = await markOfferBought(db, offer.id, intent.id);
    return modifiedCount === 1 ? 'bought' : 'already-bought';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.error(
      { intentId: intent.id, offerId: offer.id, reason: error.message },
      'webhook payment not recorded',
    );
    return 'ignored';
  }
}
