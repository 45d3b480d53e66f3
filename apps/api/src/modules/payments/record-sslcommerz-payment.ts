/**
 * What SSLCommerz's notices (the IPN, the browser's return, the recovery sweep's transaction
 * query) do: a payment counts only once the validation API confirms it, for our own tran_id, the
 * session's amount and currency (decision 046). The result is keyed by tran_id and written in one
 * transaction under the offer's and the payment's row locks, so notices arriving in any order,
 * twice or at once, end the same: the offer bought once, or the payment refunded once. Every
 * refusal changes nothing and says why in the log.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { URL_SAFE_ID, type ValidatedPayment } from '../../payments/sslcommerz/sslcommerz-client';
import { methodFromCardType } from '../../payments/sslcommerz/sslcommerz-methods';
import {
  isPaidStatus,
  readValidatedTerms,
  type SslcommerzProvider,
} from '../../payments/sslcommerz/sslcommerz-provider';
import { type OfferRow, selectOffers } from '../offer-records/offer-json';
import { markOfferBoughtInTransaction } from './mark-offer-bought';
import { assertListingOpen, assertPayable } from './payment-rules';
import { refundLatePayment } from './refund-late-payment';

export type SslcommerzNotice = {
  tranId: string;
  valId: string;
  /** Who brought it: SSLCommerz's IPN, the gateway's POST to a return URL, or our transaction query. */
  source: 'ipn' | 'return' | 'query';
};
export type SslcommerzOutcome = 'bought' | 'already-recorded' | 'refunded' | 'refused';

type PaymentRow = typeof payments.$inferSelect;

/** Why the validated payment does not fit the session, or null when it does. */
function findMismatch(payment: PaymentRow, validated: ValidatedPayment): string | null {
  if (!isPaidStatus(validated.status)) return `validation status ${validated.status}`;
  if (validated.tran_id !== payment.intentId) return 'val_id belongs to another transaction';
  const terms = readValidatedTerms(validated);
  if (terms.currency !== payment.currency.toLowerCase()) return `currency ${terms.currency} differs`;
  if (terms.amount !== payment.amount) return `amount ${terms.amount} differs from ${payment.amount}`;
  return null;
}

/** Why the offer can no longer take this payment (ended, paid by another, listing closed), or null. */
async function findWhyUnpayable(tx: Transaction, offer: OfferRow): Promise<string | null> {
  try {
    assertPayable(offer);
    await assertListingOpen(tx, offer);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

async function settle(
  db: Database,
  provider: SslcommerzProvider,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  validated: ValidatedPayment,
  context: Record<string, string>,
): Promise<SslcommerzOutcome> {
  return db.transaction(async (tx) => {
    const [offer] = await selectOffers(tx).where(eq(offers.id, payment.offerId)).for('update');
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!offer || !current) {
      log.warn(context, 'sslcommerz payment refused: its offer is gone');
      return 'refused';
    }
    // Another notice got here first, while this one was validating.
    if (current.status === 'succeeded') return 'already-recorded';
    if (current.status === 'refunded') return 'already-recorded';
    const reason = await findWhyUnpayable(tx, offer);
    if (!reason) {
      await markOfferBoughtInTransaction(
        tx,
        offer.id,
        current.intentId,
        methodFromCardType(validated.card_type),
      );
      return 'bought';
    }
    const { refundRefId } = await refundLatePayment(tx, provider, offer, current, validated);
    log.warn({ ...context, reason, refundRefId }, 'sslcommerz payment refunded: its offer cannot take it');
    return 'refunded';
  });
}

export async function recordSslcommerzPayment(
  db: Database,
  provider: SslcommerzProvider,
  log: FastifyBaseLogger,
  notice: SslcommerzNotice,
): Promise<SslcommerzOutcome> {
  const context = { tranId: notice.tranId, valId: notice.valId, source: notice.source };
  const refuse = (reason: string) => {
    log.warn({ ...context, reason }, 'sslcommerz payment refused');
    return 'refused' as const;
  };
  if (!URL_SAFE_ID.test(notice.tranId) || !URL_SAFE_ID.test(notice.valId)) return refuse('malformed ids');
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.intentId, notice.tranId), eq(payments.provider, 'sslcommerz')));
  if (!payment) return refuse('unknown tran_id');
  // A replayed notice: the payment was settled once, and is neither validated nor settled again. A
  // closed session (nobody paid it in its lifetime, decision 069) is not settled: a late IPN is
  // validated and recorded as for an open one.
  if (payment.status === 'succeeded' || payment.status === 'refunded') {
    log.info({ ...context, status: payment.status }, 'sslcommerz notice replayed: already recorded');
    return 'already-recorded';
  }
  const validated = await provider.client.validate(notice.valId);
  const mismatch = findMismatch(payment, validated);
  if (mismatch) return refuse(mismatch);
  const outcome = await settle(db, provider, log, payment, validated, context);
  log.info({ ...context, outcome }, 'sslcommerz payment');
  return outcome;
}
