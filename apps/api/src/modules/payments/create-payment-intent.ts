/**
 * POST /api/createPaymentIntent: the buyer opens the payment page of an accepted offer. The
 * amount comes from the offer, never from the browser. An offer has one open intent at a
 * time (a partial unique index): opening the page again answers the same client secret, and
 * the offer's row lock makes two simultaneous openings wait for each other, so the provider
 * is asked for one intent only.
 */
import {
  PAYMENT_CURRENCY,
  type PaymentIntent,
  type PaymentProvider as PaymentProviderName,
} from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database, Transaction } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { PaymentProviders } from '../../payments/payment-providers';
import type { OfferRow } from '../offer-records/offer-json';
import { lockBuyerOffer } from './lock-buyer-offer';
import { markOfferBoughtInTransaction } from './mark-offer-bought';
import { PAYMENT_MESSAGES } from './messages';
import {
  assertListingOpen,
  assertPayable,
  assertPaymentWindowOpen,
  findAmountDue,
  isSucceededPaymentOf,
} from './payment-rules';

type PaymentRow = typeof payments.$inferSelect;
type Outcome =
  | { isPaid: true }
  | { isPaid: false; clientSecret: string; amount: number; provider: PaymentProviderName };

async function findOpenPayment(tx: Transaction, offerId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.offerId, offerId), eq(payments.status, 'open')))
    .for('update');
  return row;
}

/**
 * What to do with the offer's open intent: reuse it; settle it when it already succeeded
 * (the buyer paid but the page never reported it); or replace it when it can no longer be
 * paid here (a provider no longer configured, canceled or unknown at the provider), or the
 * buyer chose another of the server's providers (decision 062).
 */
async function reviewOpenPayment(
  tx: Transaction,
  provider: PaymentProvider,
  openProvider: PaymentProvider | undefined,
  offer: OfferRow,
  open: PaymentRow,
): Promise<Outcome | 'replace'> {
  if (!openProvider || open.amount !== findAmountDue(offer)) return 'replace';
  const intent = await openProvider.retrieveIntent(tx, open.intentId);
  if (!intent || intent.status === 'canceled') return 'replace';
  if (isSucceededPaymentOf(intent, offer)) {
    await markOfferBoughtInTransaction(tx, offer.id, open.intentId, intent.method);
    return { isPaid: true };
  }
  if (openProvider !== provider) return 'replace';
  return { isPaid: false, clientSecret: open.clientSecret, amount: open.amount, provider: provider.name };
}

/**
 * The open payment a new one replaces. An SSLCommerz session is closed, not deleted (decision 069):
 * its gateway page may still be paid, and that late IPN must find it to book or refund the money.
 */
async function setAsideOpenPayment(tx: Transaction, open: PaymentRow): Promise<void> {
  if (open.provider === 'sslcommerz') {
    await tx.update(payments).set({ status: 'closed' }).where(eq(payments.id, open.id));
  } else {
    await tx.delete(payments).where(eq(payments.id, open.id));
  }
}

/** The payer's choice, else the open payment's provider, else the server's first. */
function chooseProvider(
  providers: PaymentProviders,
  open: PaymentRow | undefined,
  preferred: PaymentProviderName | undefined,
): PaymentProvider {
  if (preferred) {
    const chosen = providers.find(preferred);
    if (!chosen) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.providerNotAvailable);
    return chosen;
  }
  return (open && providers.find(open.provider)) || providers.primary;
}

export async function createPaymentIntent(
  db: Database,
  providers: PaymentProviders,
  buyer: SessionUser,
  offerId: string,
  preferred?: PaymentProviderName,
  now = new Date(),
): Promise<PaymentIntent> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const offer = await lockBuyerOffer(tx, buyer.id, offerId);
    assertPayable(offer);
    await assertListingOpen(tx, offer);
    const open = await findOpenPayment(tx, offer.id);
    const provider = chooseProvider(providers, open, preferred);
    const review = open
      ? await reviewOpenPayment(tx, provider, providers.find(open.provider), offer, open)
      : 'replace';
    if (review !== 'replace' && review.isPaid) return review;
    // A payment already made wins (above); after the window nothing new starts.
    assertPaymentWindowOpen(offer, now);
    if (review !== 'replace') return review;
    if (open) await setAsideOpenPayment(tx, open);
    const amount = findAmountDue(offer);
    const intent = await provider.createIntent(tx, {
      offerId: offer.id,
      amount,
      currency: PAYMENT_CURRENCY,
      // One key per intent the offer may need: a retried or repeated call gets the same one back.
      idempotencyKey: `nestlane-offer-${offer.id}-after-${open?.intentId ?? 'none'}`,
      payer: { name: buyer.name, email: buyer.email },
    });
    await tx.insert(payments).values({
      offerId: offer.id,
      provider: provider.name,
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      amount,
      currency: PAYMENT_CURRENCY,
    });
    return { isPaid: false, clientSecret: intent.clientSecret, amount, provider: provider.name };
  });
  // Thrown after the commit, so the settled payment stays.
  if (outcome.isPaid) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  return {
    clientSecret: outcome.clientSecret,
    amount: outcome.amount,
    currency: PAYMENT_CURRENCY,
    provider: outcome.provider,
  };
}
