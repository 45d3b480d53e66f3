/**
 * The built-in payment provider of the embedded mode: it behaves like Stripe's test mode
 * (intents with ids and client secrets, the test cards, Stripe's decline wording) and keeps
 * its intents in `sandbox_payment_intents`. No money moves; the web app labels it a demo.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { sandboxPaymentIntents } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { DatabaseExecutor, PaymentProvider, ProviderIntent } from './payment-provider';
import { judgeSandboxCard } from './sandbox-cards';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const INTENT_ID_PREFIX = 'pi_sandbox_';

export const SANDBOX_MESSAGES = {
  noSuchIntent: (id: string) => `No such payment_intent: '${id}'`,
  alreadySucceeded:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
} as const;

/** Letters and digits like Stripe's ids; the client secret is a bearer credential, so 24 of them (~143 bits). */
function createRandomToken(length = 24): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

function toProviderIntent(row: SandboxIntentRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    offerId: row.offerId,
  };
}

/** The idempotency key is not needed here: the intent is written in the caller's transaction. */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createIntent(db: DatabaseExecutor, intent) {
      const id = `${INTENT_ID_PREFIX}${createRandomToken()}`;
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${createRandomToken()}`,
          amount: intent.amount,
          currency: intent.currency,
          offerId: intent.offerId,
        })
        .returning();
      if (!row) throw new Error('sandbox intent not inserted');
      return toProviderIntent(row);
    },
    async retrieveIntent(db: DatabaseExecutor, id: string) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row ? toProviderIntent(row) : null;
    },
    async refundIntent(db: DatabaseExecutor, intent) {
      // No money moved, so none goes back: the intent only records that it was refunded.
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'refunded' })
        .where(eq(sandboxPaymentIntents.id, intent.id));
    },
  };
}

export type SandboxCard = { clientSecret: string; cardNumber: string; expiry: string; cvc: string };

/**
 * What Stripe.js's confirmCardPayment does against Stripe: the client secret names the
 * intent (it is the credential, as at Stripe), the card is judged, and the intent succeeds
 * or keeps its last error. A refused card throws a 402 (PAYMENT_REQUIRED) after the error is saved.
 */
export async function confirmSandboxPayment(
  db: Database,
  card: SandboxCard,
  now = new Date(),
  /** The app's word on the offer (ended deal, closed window, closed listing) before any card is judged. */
  assertOfferPayable: (tx: Transaction, offerId: string) => Promise<void> = async () => {},
): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
  const outcome = await db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, card.clientSecret))
      .for('update');
    if (!intent) {
      const id = card.clientSecret.split('_secret_')[0] ?? '';
      throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.noSuchIntent(id));
    }
    if (intent.status === 'succeeded') throw new AppError('CONFLICT', SANDBOX_MESSAGES.alreadySucceeded);
    await assertOfferPayable(tx, intent.offerId);
    const verdict = judgeSandboxCard(card, now);
    await tx
      .update(sandboxPaymentIntents)
      .set(verdict.isApproved ? { status: 'succeeded', lastError: null } : { lastError: verdict.message })
      .where(eq(sandboxPaymentIntents.id, intent.id));
    return { id: intent.id, verdict };
  });
  if (!outcome.verdict.isApproved) throw new AppError('PAYMENT_REQUIRED', outcome.verdict.message);
  return { status: 'succeeded', paymentIntentId: outcome.id };
}
