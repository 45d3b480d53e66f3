/**
 * The official `sslcommerz-lts` client, wrapped where its habits would hurt (decision 046):
 * - it resolves with the network error instead of rejecting: here that is a 503 the caller retries;
 * - it puts values into query strings as they are: only values checked to be URL-safe reach it;
 * - its answers are untyped JSON: each is read with a schema, and anything else is a 503;
 * - it sets no timeout: each call is bounded here (SSLCOMMERZ_TIMEOUT_MS), a slow gateway is a 503.
 * Its URLs are instance fields derived from one host, so SSLCOMMERZ_API_BASE_URL (tests only)
 * moves them all to a local server that speaks SSLCommerz's API.
 */
import type SSLCommerzPayment from 'sslcommerz-lts';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { DatabaseExecutor } from '../payment-provider';

export type SslcommerzSettings = NonNullable<Config['sslcommerz']>;

export const SSLCOMMERZ_MESSAGES = {
  /** Logged; like every 5xx, the browser gets the app's generic "try again" sentence. */
  unreachable: 'The Payment Provider Could Not Be Reached. Please Try Again.',
  sessionRefused: (reason: string) => `SSLCommerz refused the payment session: ${reason}`,
  timedOut: (what: string, ms: number) => `SSLCommerz ${what} call gave no answer within ${ms} ms`,
  /** The IPN's answer when its verify_sign is missing or wrong (decision 064); SSLCommerz reads it, not a person. */
  badSignature: "The IPN's verify_sign is missing or does not match its fields",
} as const;

/** Letters, digits, '-', '_' and '.': safe in a query string as they are. */
export const URL_SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

const sessionAnswerSchema = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

/** One payment as the validation API (and each element of the transaction query) tells it. */
export const validatedPaymentSchema = z.object({
  status: z.string(),
  tran_id: z.string().nullish(),
  val_id: z.string().nullish(),
  amount: z.coerce.string().nullish(),
  currency: z.string().nullish(),
  bank_tran_id: z.string().nullish(),
  card_type: z.string().nullish(),
  /** The currency and amount of the session, before any conversion to BDT. */
  currency_type: z.string().nullish(),
  currency_amount: z.coerce.string().nullish(),
  value_a: z.string().nullish(),
});
export type ValidatedPayment = z.infer<typeof validatedPaymentSchema>;

const transactionQueryAnswerSchema = z.object({
  APIConnect: z.string(),
  no_of_trans_found: z.coerce.number().nullish(),
  element: z.array(validatedPaymentSchema).nullish(),
});

const refundAnswerSchema = z.object({
  APIConnect: z.string(),
  status: z.string().nullish(),
  refund_ref_id: z.string().nullish(),
  errorReason: z.string().nullish(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** The SDK, imported when SSLCommerz is configured and not at module load (like Stripe's, decision 031). */
async function importSslcommerz(): Promise<typeof SSLCommerzPayment> {
  const { default: sdk } = await import('sslcommerz-lts');
  return sdk;
}

/** Every URL the client holds, moved from its SSLCommerz host to `apiBaseUrl`. */
function pointAt(client: SSLCommerzPayment, apiBaseUrl: string): void {
  const from = client.baseURL;
  const to = apiBaseUrl.replace(/\/+$/, '');
  client.baseURL = to;
  client.initURL = client.initURL.replace(from, to);
  client.validationURL = client.validationURL.replace(from, to);
  client.refundURL = client.refundURL.replace(from, to);
  client.refundQueryURL = client.refundQueryURL.replace(from, to);
  client.transactionQueryBySessionIdURL = client.transactionQueryBySessionIdURL.replace(from, to);
  client.transactionQueryByTransactionIdURL = client.transactionQueryByTransactionIdURL.replace(from, to);
}

/**
 * The call's answer, or a 503 once `timeoutMs` has passed without one. The client takes no abort
 * signal: a request given up on is left to end by itself, and its late answer is dropped.
 */
async function within(what: string, answer: Promise<unknown>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(
        new AppError('SERVICE_UNAVAILABLE', SSLCOMMERZ_MESSAGES.unreachable, {
          cause: new Error(SSLCOMMERZ_MESSAGES.timedOut(what, timeoutMs)),
        }),
      );
    }, timeoutMs);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function read<T>(
  what: string,
  answer: Promise<unknown>,
  schema: z.ZodType<T>,
  timeoutMs: number,
): Promise<T> {
  const body = await within(what, answer, timeoutMs);
  // The client answers a failed request or a body that is not JSON with the error itself.
  const parsed = body instanceof Error ? null : schema.safeParse(body);
  if (!parsed?.success) {
    const cause = body instanceof Error ? body : new Error(`unexpected ${what} answer from SSLCommerz`);
    throw new AppError('SERVICE_UNAVAILABLE', SSLCOMMERZ_MESSAGES.unreachable, { cause });
  }
  return parsed.data;
}

function assertUrlSafe(value: string): string {
  if (!URL_SAFE_ID.test(value)) throw new Error(`not a URL-safe SSLCommerz id: ${JSON.stringify(value)}`);
  return value;
}

export type RefundRequest = {
  bankTranId: string;
  /** Taka, two decimals. */
  amount: string;
  referenceId: string;
  /** A fixed word (the client puts it in the query string unencoded), never a person's text. */
  remark?: 'offer-ended' | 'admin-refund';
};

/**
 * SSLCommerz's calls as the app makes them: the real gateway's (below) or the keyless demo's
 * (payments/demo-gateway). `db` is the caller's connection, for a gateway kept in the database.
 */
export type SslcommerzClient = {
  createSession(
    fields: Record<string, string | number>,
    db?: DatabaseExecutor,
  ): Promise<{ gatewayUrl: string }>;
  validate(valId: string, db?: DatabaseExecutor): Promise<ValidatedPayment>;
  queryTransaction(tranId: string, db?: DatabaseExecutor): Promise<ValidatedPayment[]>;
  refund(refund: RefundRequest, db?: DatabaseExecutor): Promise<RefundAnswer>;
};

export async function createSslcommerzClient(settings: SslcommerzSettings): Promise<SslcommerzClient> {
  const SSLCommerz = await importSslcommerz();
  const client = new SSLCommerz(settings.storeId, settings.storePassword, settings.isLive);
  if (settings.apiBaseUrl) pointAt(client, settings.apiBaseUrl);
  const { timeoutMs } = settings;
  return {
    /** A hosted-checkout session; answers its gateway page. */
    async createSession(fields: Record<string, string | number>): Promise<{ gatewayUrl: string }> {
      const answer = await read('session', client.init(fields), sessionAnswerSchema, timeoutMs);
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
        throw new AppError('SERVICE_UNAVAILABLE', SSLCOMMERZ_MESSAGES.unreachable, {
          cause: new Error(SSLCOMMERZ_MESSAGES.sessionRefused(answer.failedreason ?? answer.status)),
        });
      }
      return { gatewayUrl: answer.GatewayPageURL };
    },
    /** The validation API: what SSLCommerz says about a val_id (status INVALID_TRANSACTION when unknown). */
    async validate(valId: string): Promise<ValidatedPayment> {
      return read(
        'validation',
        client.validate({ val_id: assertUrlSafe(valId) }),
        validatedPaymentSchema,
        timeoutMs,
      );
    },
    /** The transaction query by our tran_id: every attempt at paying it. */
    async queryTransaction(tranId: string): Promise<ValidatedPayment[]> {
      const answer = await read(
        'transaction query',
        client.transactionQueryByTransactionId({ tran_id: assertUrlSafe(tranId) }),
        transactionQueryAnswerSchema,
        timeoutMs,
      );
      if (answer.APIConnect !== 'DONE') {
        throw new AppError('SERVICE_UNAVAILABLE', SSLCOMMERZ_MESSAGES.unreachable, {
          cause: new Error(`SSLCommerz transaction query: ${answer.APIConnect}`),
        });
      }
      return answer.element ?? [];
    },
    /** The refund API, for the whole amount (`amount` in Taka, two decimals). */
    async refund(refund: RefundRequest): Promise<RefundAnswer> {
      return read(
        'refund',
        client.initiateRefund({
          refund_amount: refund.amount,
          refund_remarks: refund.remark ?? 'offer-ended',
          bank_tran_id: assertUrlSafe(refund.bankTranId),
          refe_id: assertUrlSafe(refund.referenceId),
        }),
        refundAnswerSchema,
        timeoutMs,
      );
    },
  };
}
