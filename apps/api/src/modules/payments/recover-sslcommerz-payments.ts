/**
 * The IPN that never came (decision 046): a pg-boss job asks SSLCommerz's transaction query about
 * each SSLCommerz payment still open after a grace period, and records a paid attempt exactly as
 * an IPN would (validated, once). It also settles a payment whose write was lost after the
 * gateway answered (a crash between the two): the next run finds it open and paid. Every start
 * queues one run without the grace period (decision 064): a process that just died may have left
 * such a payment a moment ago, and its buyer should not wait for the IPN's grace to pass.
 * A session nobody paid is closed once it is older than its lifetime and the gateway says nothing
 * was taken (decision 069); a late IPN for it is still validated and recorded.
 */
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { ValidatedPayment } from '../../payments/sslcommerz/sslcommerz-client';
import { isPaidStatus, type SslcommerzProvider } from '../../payments/sslcommerz/sslcommerz-provider';
import { recordSslcommerzPayment, type SslcommerzOutcome } from './record-sslcommerz-payment';

export const RECOVER_SSLCOMMERZ_JOB = 'sslcommerz-recover-payments';
export const RECOVER_SSLCOMMERZ_SCHEDULE = { expression: '*/5 * * * *', timeZone: 'Asia/Dhaka' };
/** A session younger than this is left to its IPN (except by the run queued at start). */
export const RECOVERY_GRACE_MS = 10 * 60_000;
/**
 * How long an unpaid session stays open (decision 069). SSLCommerz documents no session lifetime;
 * a day outlasts any checkout a person is still in and a wallet payment still PENDING, and is well
 * inside the payment window (OFFER_PAYMENT_WINDOW_DAYS), so a buyer who comes back gets a new one.
 */
export const SESSION_LIFETIME_MS = 24 * 3600_000;
/** The job's data: the run queued at start asks about every open session, however young. */
export type RecoverSslcommerzJob = { atStart?: boolean };
const BATCH_SIZE = 100;
/** What the transaction query says of an attempt that took nothing and never will. */
const ENDED_UNPAID = new Set(['FAILED', 'CANCELLED', 'EXPIRED', 'UNATTEMPTED']);

type Tally = Partial<Record<SslcommerzOutcome | 'unpaid' | 'closed' | 'failed', number>>;
type OpenSession = { id: string; intentId: string; createdAt: Date };

/** Nothing was taken: no attempt at all, or every one failed, was cancelled or expired (not PENDING). */
function hasEndedUnpaid(attempts: ValidatedPayment[]): boolean {
  return attempts.every((attempt) => ENDED_UNPAID.has(attempt.status.toUpperCase()));
}

/**
 * The open sessions to ask about: the newest past the grace period (a fresh session's missing IPN
 * matters most), and the oldest past their lifetime, so abandoned ones are closed even when more
 * than a batch of newer ones are open.
 */
async function findOpenSessions(db: Database, now: Date, graceMs: number): Promise<OpenSession[]> {
  const select = (olderThanMs: number) =>
    db
      .select({ id: payments.id, intentId: payments.intentId, createdAt: payments.createdAt })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'sslcommerz'),
          eq(payments.status, 'open'),
          lte(payments.createdAt, new Date(now.getTime() - olderThanMs)),
        ),
      )
      .limit(BATCH_SIZE);
  const newest = await select(graceMs).orderBy(desc(payments.createdAt));
  const expired = await select(SESSION_LIFETIME_MS).orderBy(asc(payments.createdAt));
  const seen = new Set(newest.map((session) => session.id));
  return [...newest, ...expired.filter((session) => !seen.has(session.id))];
}

/** Closes the session unless a notice settled it meanwhile; answers whether it was closed. */
async function closeSession(db: Database, session: OpenSession): Promise<boolean> {
  const closed = await db
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.id, session.id), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return closed.length > 0;
}

export async function recoverSslcommerzPayments(
  db: Database,
  provider: SslcommerzProvider,
  log: FastifyBaseLogger,
  now = new Date(),
  graceMs = RECOVERY_GRACE_MS,
): Promise<Tally> {
  const tally: Tally = {};
  const count = (key: keyof Tally) => {
    tally[key] = (tally[key] ?? 0) + 1;
  };
  for (const session of await findOpenSessions(db, now, graceMs)) {
    const { intentId } = session;
    try {
      const attempts = await provider.client.queryTransaction(intentId);
      const paid = attempts.find((attempt) => isPaidStatus(attempt.status) && attempt.val_id);
      if (paid?.val_id) {
        count(
          await recordSslcommerzPayment(db, provider, log, {
            tranId: intentId,
            valId: paid.val_id,
            source: 'query',
          }),
        );
        continue;
      }
      const isAbandoned = now.getTime() - session.createdAt.getTime() >= SESSION_LIFETIME_MS;
      if (isAbandoned && hasEndedUnpaid(attempts) && (await closeSession(db, session))) {
        log.info({ tranId: intentId, attempts: attempts.length }, 'sslcommerz session closed unpaid');
        count('closed');
      } else {
        count('unpaid');
      }
    } catch (error) {
      // SSLCommerz did not answer: the payment stays open and the next run asks again.
      log.warn({ err: error, tranId: intentId }, 'sslcommerz payment not recovered');
      count('failed');
    }
  }
  return tally;
}
