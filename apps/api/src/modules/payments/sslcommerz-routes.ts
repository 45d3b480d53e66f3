/**
 * SSLCommerz's side of the hosted checkout (decision 046), registered when it is the provider:
 * the IPN and the success / fail / cancel return URLs the gateway POSTs to (form-encoded, from
 * its own site: no session cookie comes along, so nothing here depends on who is signed in),
 * and the recovery job for IPNs that never come. An IPN must carry SSLCommerz's signature
 * (decision 064), and so must a return (decision 069); even then the notices are not trusted for
 * anything but their tran_id and val_id: the validation API decides (record-sslcommerz-payment.ts).
 */
import { apiErrorSchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { SSLCOMMERZ_MESSAGES, URL_SAFE_ID } from '../../payments/sslcommerz/sslcommerz-client';
import {
  SSLCOMMERZ_IPN_PATH,
  SSLCOMMERZ_OUTCOMES,
  SSLCOMMERZ_RETURN_PATH,
  type SslcommerzProvider,
} from '../../payments/sslcommerz/sslcommerz-provider';
import { recordSslcommerzPayment, type SslcommerzOutcome } from './record-sslcommerz-payment';
import {
  RECOVER_SSLCOMMERZ_JOB,
  RECOVER_SSLCOMMERZ_SCHEDULE,
  type RecoverSslcommerzJob,
  recoverSslcommerzPayments,
} from './recover-sslcommerz-payments';

const tags = ['payments'];
/** The fields of SSLCommerz's POSTs this app reads (and the signature over them, decisions 064 and 069). */
const noticeSchema = z.looseObject({
  tran_id: z.string().max(100).optional(),
  val_id: z.string().max(100).optional(),
  status: z.string().max(50).optional(),
});
type Notice = z.infer<typeof noticeSchema>;

/** Where the browser lands after the gateway: the bought list, or back to the offer's payment page. */
type Landing = SslcommerzOutcome | 'fail' | 'cancel' | 'pending';
const LANDING_WORDS: Record<Exclude<Landing, 'bought' | 'already-recorded'>, string> = {
  refused: 'failed',
  fail: 'failed',
  cancel: 'cancelled',
  refunded: 'refunded',
  pending: 'pending',
};

function findLandingPage(offerId: string | undefined, outcome: Landing) {
  if (outcome === 'bought' || outcome === 'already-recorded' || !offerId) return '/dashboard/propertyBought';
  return `/dashboard/makePayment/${offerId}?sslcommerz=${LANDING_WORDS[outcome]}`;
}

/** The buyer's return while SSLCommerz cannot be asked: the IPN or the recovery job settles it later. */
async function recordOrWait(
  record: () => Promise<SslcommerzOutcome>,
): Promise<SslcommerzOutcome | 'pending'> {
  try {
    return await record();
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return 'pending';
    throw error;
  }
}

export const sslcommerzRoutes: FastifyPluginAsyncZod<{ provider: SslcommerzProvider }> = async (
  app,
  options,
) => {
  const { provider } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const record = (notice: Notice, source: 'ipn' | 'return', log: typeof app.log) =>
    recordSslcommerzPayment(app.db, provider, log, {
      tranId: notice.tran_id ?? '',
      valId: notice.val_id ?? '',
      source,
    });

  /** Whether the POST carries this store's signature over the ids we read; if not, the log says why. */
  const isSigned = (notice: Notice, log: typeof app.log, context: Record<string, string>) => {
    const signature = provider.notices.check(notice);
    if (!signature.ok) {
      log.warn(
        { tranId: notice.tran_id, valId: notice.val_id, ...context, reason: signature.reason },
        'sslcommerz payment refused',
      );
    }
    return signature.ok;
  };

  app.post(
    SSLCOMMERZ_IPN_PATH,
    {
      schema: {
        tags,
        summary: "SSLCommerz's IPN: a payment validated with SSLCommerz marks its offer bought (idempotent)",
        body: noticeSchema,
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const notice = request.body;
      // Unsigned or forged: refused before SSLCommerz is asked anything (decision 064).
      if (!isSigned(notice, request.log, { source: 'ipn' })) {
        throw new AppError('BAD_REQUEST', SSLCOMMERZ_MESSAGES.badSignature);
      }
      if (notice.val_id) {
        const outcome = await record(notice, 'ipn', request.log);
        if (outcome !== 'refused') await app.notifications.deliverNow();
      } else {
        // FAILED, CANCELLED, UNATTEMPTED, EXPIRED: nothing was paid, nothing to do.
        request.log.info(
          { tranId: notice.tran_id, status: notice.status },
          'sslcommerz ipn without a payment',
        );
      }
      return { received: true as const };
    },
  );

  app.post(
    `${SSLCOMMERZ_RETURN_PATH}/:outcome`,
    {
      schema: {
        tags,
        summary:
          'Where the gateway sends the buyer back (success, fail or cancel); answers a redirect to the web app',
        params: z.object({ outcome: z.enum(SSLCOMMERZ_OUTCOMES) }),
        body: noticeSchema,
      },
    },
    async (request, reply) => {
      const notice = request.body;
      // Only an id that could be ours is looked up (a NUL, for one, is no text PostgreSQL can compare).
      const [payment] = URL_SAFE_ID.test(notice.tran_id ?? '')
        ? await app.db
            .select({ offerId: payments.offerId })
            .from(payments)
            .where(eq(payments.intentId, notice.tran_id ?? ''))
        : [];
      const { outcome } = request.params;
      // Signed as the IPN is (decision 069): an unsigned or forged return asks SSLCommerz nothing and
      // writes nothing. The browser is not stranded on an error: it lands on "being confirmed", and
      // the IPN or the recovery job settles whatever was really paid.
      if (!isSigned(notice, request.log, { source: 'return', outcome })) {
        return reply.redirect(findLandingPage(payment?.offerId, 'pending'), 303);
      }
      // A success without a val_id: the gateway has not settled the payment yet (a wallet's PENDING);
      // its IPN or the recovery job will, and nothing is written on the browser's word.
      if (outcome !== 'success' || !notice.val_id) {
        return reply.redirect(
          findLandingPage(payment?.offerId, outcome === 'success' ? 'pending' : outcome),
          303,
        );
      }
      const recorded = await recordOrWait(() => record(notice, 'return', request.log));
      if (recorded !== 'refused' && recorded !== 'pending') await app.notifications.deliverNow();
      return reply.redirect(findLandingPage(payment?.offerId, recorded), 303);
    },
  );

  app.jobs.define<RecoverSslcommerzJob>({
    name: RECOVER_SSLCOMMERZ_JOB,
    retryLimit: 2,
    retryDelay: 60,
    // A query to SSLCommerz per open session, each bounded by the client's timeout.
    expireInSeconds: 240,
    cron: RECOVER_SSLCOMMERZ_SCHEDULE,
    handler: async ({ atStart }) => {
      const tally = await recoverSslcommerzPayments(
        app.db,
        provider,
        app.log,
        new Date(),
        atStart ? 0 : undefined,
      );
      if (Object.keys(tally).length > 0) app.log.info(tally, 'sslcommerz payments recovered');
      if (tally.bought || tally.refunded) await app.notifications.deliverNow();
    },
  });

  // A start after a crash (kill -9 between the gateway's answer and our write) recovers at once, in
  // the background: the server listens without waiting for SSLCommerz (decision 064).
  app.addHook('onReady', async () => {
    await app.jobs
      .send(RECOVER_SSLCOMMERZ_JOB, { atStart: true } satisfies RecoverSslcommerzJob)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sslcommerz recovery not queued at start'));
  });
};
