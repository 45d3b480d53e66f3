/**
 * Ending accepted offers whose payment window has closed (decision 017). The provider is the
 * referee: an overdue offer whose open intent the provider holds as succeeded is marked bought
 * (the money moved while the listing was still held for this buyer, even if nobody reported
 * it); any other ends as 'payment-overdue' and frees its listing. The caller holds the
 * listing's row lock, so the order of locks (listing, then offers) is every writer's.
 */
import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers, payments } from '../../db/schema';
import type { PaymentProvider } from '../../payments/payment-provider';
import { type OfferRow, selectOffers } from '../offer-records/offer-json';
import { markOfferBoughtInTransaction } from './mark-offer-bought';
import { findAmountDue, isSucceededPaymentOf } from './payment-rules';

export type OverdueOutcome = 'bought' | 'expired';

async function hasSucceededPayment(tx: Transaction, provider: PaymentProvider, offer: OfferRow) {
  const [open] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.offerId, offer.id), eq(payments.status, 'open')))
    .for('update');
  if (!open || open.provider !== provider.name || open.amount !== findAmountDue(offer)) return null;
  const intent = await provider.retrieveIntent(tx, open.intentId);
  return intent && isSucceededPaymentOf(intent, offer) ? open.intentId : null;
}

async function settleOverdueOffer(
  tx: Transaction,
  provider: PaymentProvider,
  offer: OfferRow,
): Promise<OverdueOutcome> {
  const paidIntentId = await hasSucceededPayment(tx, provider, offer);
  if (paidIntentId) {
    await markOfferBoughtInTransaction(tx, offer.id, paidIntentId);
    return 'bought';
  }
  await tx
    .update(offers)
    .set({ status: 'rejected', endReason: 'payment-overdue', paymentDueAt: null })
    .where(eq(offers.id, offer.id));
  return 'expired';
}

/** Settles the overdue accepted offers of one listing, or one offer; answers what became of each. */
export async function expireOverdueOffers(
  tx: Transaction,
  provider: PaymentProvider,
  scope: { propertyId: string } | { offerId: string },
  now = new Date(),
): Promise<OverdueOutcome[]> {
  const inScope: SQL =
    'propertyId' in scope ? eq(offers.propertyId, scope.propertyId) : eq(offers.id, scope.offerId);
  const overdue = await selectOffers(tx)
    .where(and(inScope, eq(offers.status, 'accepted'), lte(offers.paymentDueAt, now)))
    .for('update');
  const outcomes: OverdueOutcome[] = [];
  for (const offer of overdue) outcomes.push(await settleOverdueOffer(tx, provider, offer));
  return outcomes;
}
