/**
 * The IPN that never came (decision 046): a pg-boss job asks SSLCommerz's transaction query about
 * each SSLCommerz payment still open after a grace period, and records a paid attempt exactly as
 * an IPN would (validated, once). It also settles a payment whose write was lost after the
 * gateway answered (a crash between the two): the next run finds it open and paid. Every start
 * queues one run without the grace period (decision 064): a process that just died may have left
 * such a payment a moment ago, and its buyer should not wait for the IPN's grace to pass.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { isPaidStatus, type SslcommerzProvider } from '../../payments/sslcommerz/sslcommerz-provider';
import { recordSslcommerzPayment, type SslcommerzOutcome } from './record-sslcommerz-payment';

export const RECOVER_SSLCOMMERZ_JOB = 'sslcommerz-recover-payments';
export const RECOVER_SSLCOMMERZ_SCHEDULE = { expression: '*/5 * * * *', timeZone: 'Asia/Dhaka' };
/** A session younger than this is left to its IPN (except by the run queued at start). */
export const RECOVERY_GRACE_MS = 10 * 60_000;
/** The job's data: the run queued at start asks about every open session, however young. */
export type RecoverSslcommerzJob = { atStart?: boolean };
const BATCH_SIZE = 100;

export async function recoverSslcommerzPayments(
  db: Database,
  provider: SslcommerzProvider,
  log: FastifyBaseLogger,
  now = new Date(),
  graceMs = RECOVERY_GRACE_MS,
): Promise<Partial<Record<SslcommerzOutcome | 'unpaid' | 'failed', number>>> {
  const tally: Partial<Record<SslcommerzOutcome | 'unpaid' | 'failed', number>> = {};
  const count = (key: SslcommerzOutcome | 'unpaid' | 'failed') => {
    tally[key] = (tally[key] ?? 0) + 1;
  };
  const open = await db
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'sslcommerz'),
        eq(payments.status, 'open'),
        lte(payments.createdAt, new Date(now.getTime() - graceMs)),
      ),
    )
    // Newest first: sessions nobody paid stay open for good, and must not crowd out a fresh one.
    .orderBy(desc(payments.createdAt))
    .limit(BATCH_SIZE);
  for (const { intentId } of open) {
    try {
      const attempts = await provider.client.queryTransaction(intentId);
      const paid = attempts.find((attempt) => isPaidStatus(attempt.status) && attempt.val_id);
      if (!paid?.val_id) {
        count('unpaid');
        continue;
      }
      count(
        await recordSslcommerzPayment(db, provider, log, {
          tranId: intentId,
          valId: paid.val_id,
          source: 'query',
        }),
      );
    } catch (error) {
      // SSLCommerz did not answer: the payment stays open and the next run asks again.
      log.warn({ err: error, tranId: intentId }, 'sslcommerz payment not recovered');
      count('failed');
    }
  }
  return tally;
}
