/**
 * Ending accepted offers whose payment window has closed (decision 017). The provider is the
 * referee: an overdue offer whose open intent the provider holds as succeeded is marked bought
 * (the money moved while the listing was still held for this buyer, even if nobody reported
 * it); any other ends as 'payment-overdue' and frees its listing. The open payment is asked of
 * the provider that took it (decision 064): in the keyless demo the gateway's SSLCommerz payments
 * sit beside the card sandbox, and one paid there with its IPN lost must not be written down
 * unasked. A provider that cannot be asked throws, so nothing is written and the offer stays
 * accepted. The caller holds the listing's row lock, so the order of locks (listing, then
 * offers) is every writer's.
 */
import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers, payments } from '../../db/schema';
import type { PaymentProviders } from '../../payments/payment-providers';
import { type OfferRow, selectOffers } from '../offer-records/offer-json';
import { markOfferBoughtInTransaction } from './mark-offer-bought';
import { findAmountDue, isSucceededPaymentOf } from './payment-rules';

export type OverdueOutcome = 'bought' | 'expired';

async function hasSucceededPayment(tx: Transaction, providers: PaymentProviders, offer: OfferRow) {
  const [open] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.offerId, offer.id), eq(payments.status, 'open')))
    .for('update');
  // A provider this server no longer has cannot be asked (decision 046's provider change).
  const provider = open ? providers.find(open.provider) : undefined;
  if (!open || !provider || open.amount !== findAmountDue(offer)) return null;
  const intent = await provider.retrieveIntent(tx, open.intentId);
  return intent && isSucceededPaymentOf(intent, offer)
    ? { intentId: open.intentId, method: intent.method }
    : null;
}

async function settleOverdueOffer(
  tx: Transaction,
  providers: PaymentProviders,
  offer: OfferRow,
): Promise<OverdueOutcome> {
  const paid = await hasSucceededPayment(tx, providers, offer);
  if (paid) {
    await markOfferBoughtInTransaction(tx, offer.id, paid.intentId, paid.method);
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
  providers: PaymentProviders,
  scope: { propertyId: string } | { offerId: string },
  now = new Date(),
): Promise<OverdueOutcome[]> {
  const inScope: SQL =
    'propertyId' in scope ? eq(offers.propertyId, scope.propertyId) : eq(offers.id, scope.offerId);
  const overdue = await selectOffers(tx)
    .where(and(inScope, eq(offers.status, 'accepted'), lte(offers.paymentDueAt, now)))
    .for('update');
  const outcomes: OverdueOutcome[] = [];
  for (const offer of overdue) outcomes.push(await settleOverdueOffer(tx, providers, offer));
  return outcomes;
}
