/**
 * The demo's closed deals (issue 29, decision 071): booked deals, seeded paid with their receipts, then
 * closed by the app's own code in the seed's transaction, so the rows are what the app writes. A
 * completed one through closeDealInTransaction (the listing sold, the buyer told); a cancelled one with
 * the agent's reason, then its payment refunded by the admin's rule (refundPaymentInTransaction, through
 * the sandbox provider that took it: the payment refunded with the reason and the moment, both sides told).
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { type offers, payments } from '../db/schema';
import { closeDealInTransaction } from '../modules/offers/close-deal';
import { refundPaymentInTransaction } from '../modules/payments/refund-payment';
import { listPaymentProviders } from '../payments/payment-providers';
import { createSandboxProvider } from '../payments/sandbox-provider';
import type { OfferPlan } from './activity';

export const DEMO_CANCEL_REASON =
  'The owner’s family is moving back in, so the flat cannot be let this year. Sorry for the trouble.';
export const DEMO_REFUND_REASON =
  'Advance returned in full: the agent cancelled the deal before the move-in.';

export async function closeDemoDeals(
  tx: Transaction,
  seeded: readonly (typeof offers.$inferSelect)[],
  plans: readonly OfferPlan[],
): Promise<void> {
  const providers = listPaymentProviders(createSandboxProvider());
  for (const plan of plans) {
    if (!plan.closeAs) continue;
    // A paid plan's transaction id is its own (random hex), so it names the seeded row.
    const offer = seeded.find((row) => row.transactionId === plan.transactionId);
    if (!offer?.agentId) throw new Error(`Demo deal ${plan.transactionId} is missing`);
    if (plan.closeAs === 'completed') {
      await closeDealInTransaction(tx, offer.agentId, offer.id, { status: 'completed' });
      continue;
    }
    await closeDealInTransaction(tx, offer.agentId, offer.id, {
      status: 'cancelled',
      reason: DEMO_CANCEL_REASON,
    });
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.offerId, offer.id));
    if (!payment) throw new Error(`Demo deal ${plan.transactionId} has no payment`);
    await refundPaymentInTransaction(tx, providers, payment.id, DEMO_REFUND_REASON);
  }
}
