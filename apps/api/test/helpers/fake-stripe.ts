/**
 * A local HTTP server that speaks the part of Stripe's API the app uses, so the Stripe adapter
 * is tested offline through the real `stripe` client: POST /v1/payment_intents (form-encoded,
 * Idempotency-Key honoured), GET /v1/payment_intents/:id and POST /v1/refunds (of a succeeded
 * intent, Idempotency-Key honoured), each checking the secret key in
 * the Authorization header. Tests play Stripe.js's part (the buyer's card) with `succeed`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readRequestBody } from './read-request-body';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  livemode: false;
  created: number;
};

export type FakeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
};

export type FakeRefund = { id: string; amount: number; payment_intent: string; status: string };

export type FakeStripe = {
  url: string;
  intents: Map<string, FakeIntent>;
  requests: FakeRequest[];
  /** Every refund made, once per idempotency key. */
  refunds: FakeRefund[];
  /** What Stripe does when the buyer's card goes through in the browser. */
  succeed: (id: string) => FakeIntent;
  /** Changes an intent behind the app's back (as the dashboard or another API client could). */
  update: (id: string, fields: Partial<FakeIntent>) => FakeIntent;
  /** The next `count` calls answer this status (Stripe down), without Stripe's retry hint. */
  failNext: (count: number, status?: number) => void;
  close: () => Promise<void>;
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, error: Record<string, string>) {
  sendJson(response, status, { error: { type: 'invalid_request_error', ...error } });
}

/** `metadata[offerId]=…&allowed_payment_method_types[0]=card` → plain fields and the nested ones. */
function readIntentForm(form: Record<string, string>) {
  const metadata: Record<string, string> = {};
  const types: string[] = [];
  for (const [key, value] of Object.entries(form)) {
    const metadataKey = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (metadataKey) metadata[metadataKey] = value;
    if (/^allowed_payment_method_types\[\d+\]$/.test(key)) types.push(value);
  }
  return { metadata, types };
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeRequest[] = [];
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  function createIntent(form: Record<string, string>, response: ServerResponse) {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return sendError(response, 400, {
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    if (amount > 99_999_999) {
      return sendError(response, 400, {
        code: 'amount_too_large',
        message: 'Amount must be no more than $999,999.99',
      });
    }
    const { metadata, types } = readIntentForm(form);
    const id = `pi_fake${randomBytes(10).toString('hex')}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: form.currency ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      allowed_payment_method_types: types.length > 0 ? types : ['card'],
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return intent;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const body = await readRequestBody(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const entry: FakeRequest = {
      method: request.method ?? 'GET',
      path,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      form: Object.fromEntries(new URLSearchParams(body)),
    };
    requests.push(entry);
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return sendJson(response, failures.status, {
        error: { type: 'api_error', message: 'Fake Stripe is down' },
      });
    }
    if (entry.authorization !== `Bearer ${secretKey}`) {
      return sendError(response, 401, { message: 'Invalid API Key provided' });
    }
    if (entry.method === 'POST' && path === '/v1/payment_intents') {
      const replayed = entry.idempotencyKey ? byIdempotencyKey.get(entry.idempotencyKey) : undefined;
      if (replayed) return sendJson(response, 200, replayed);
      const intent = createIntent(entry.form, response);
      if (!intent) return;
      if (entry.idempotencyKey) byIdempotencyKey.set(entry.idempotencyKey, intent);
      return sendJson(response, 200, intent);
    }
    if (entry.method === 'POST' && path === '/v1/refunds') {
      const replayed = entry.idempotencyKey ? refundsByKey.get(entry.idempotencyKey) : undefined;
      if (replayed) return sendJson(response, 200, replayed);
      const intent = intents.get(entry.form.payment_intent ?? '');
      if (intent?.status !== 'succeeded') {
        return sendError(response, 400, {
          code: 'charge_not_refundable',
          message: 'This payment cannot be refunded',
        });
      }
      const refund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount: Number(entry.form.amount ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (entry.idempotencyKey) refundsByKey.set(entry.idempotencyKey, refund);
      return sendJson(response, 200, refund);
    }
    const id = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    if (entry.method === 'GET' && id) {
      const intent = intents.get(decodeURIComponent(id));
      if (!intent) {
        return sendError(response, 404, {
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${decodeURIComponent(id)}'`,
        });
      }
      return sendJson(response, 200, intent);
    }
    return sendError(response, 404, { message: `Unrecognized request URL (${entry.method}: ${path})` });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function findIntent(id: string): FakeIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
    return intent;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    refunds,
    succeed: (id) => Object.assign(findIntent(id), { status: 'succeeded' as const }),
    update: (id, fields) => Object.assign(findIntent(id), fields),
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Stripe event as its webhook sends it, and the Stripe-Signature header for it. */
export function buildSignedEvent(
  intent: FakeIntent,
  secret: string,
  type = 'payment_intent.succeeded',
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
