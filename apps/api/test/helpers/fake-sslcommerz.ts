/**
 * A local HTTP server that speaks the part of SSLCommerz's API the app uses, so the provider is
 * tested offline through the real `sslcommerz-lts` client (SSLCOMMERZ_API_BASE_URL): the session
 * (POST /gwprocess/v4/api.php, multipart), the validation API, the transaction query by tran_id
 * and the refund (both GET /validator/api/merchantTransIDvalidationAPI.php), each checking the
 * store's id and password. Tests play the gateway's part (the buyer pays) with `pay`, and get the
 * fields SSLCommerz would POST to the IPN and success URLs, signed as SSLCommerz signs them
 * (`verify_key`, `verify_sign`: written here from SSLCommerz's PHP library, not from the app's code).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body';

export type FakeSession = {
  tranId: string;
  /** Decimal text, as sent. */
  totalAmount: string;
  currency: string;
  offerId: string;
  fields: Record<string, string>;
  payments: FakePayment[];
};

export type FakePayment = {
  valId: string;
  tranId: string;
  status: 'VALID' | 'VALIDATED' | UnpaidStatus;
  amount: string;
  currency: string;
  bankTranId: string;
  validations: number;
  offerId: string;
};

/** An attempt that took no money: failed, cancelled by the payer, expired, or a wallet's still PENDING. */
export type UnpaidStatus = 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'PENDING';

export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
};

export type FakeSslcommerz = {
  url: string;
  sessions: Map<string, FakeSession>;
  requests: FakeRequest[];
  refunds: Record<string, string>[];
  /** The buyer pays the session at the gateway (amount and currency may be tampered with); answers the IPN's signed fields. */
  pay: (tranId: string, terms?: { amount?: string; currency?: string }) => Record<string, string>;
  /**
   * The buyer tries and takes nothing (the attempt's status); answers the signed fields SSLCommerz posts to
   * the fail or cancel URL (no val_id, as with a cancel: verify_key covers tran_id and status).
   */
  attempt: (tranId: string, status: UnpaidStatus) => Record<string, string>;
  /** `fields` signed with the store's password, every field listed in verify_key (what SSLCommerz adds to a POST). */
  sign: (fields: Record<string, string>) => Record<string, string>;
  /** The next `count` calls (of those `which` picks) answer 500 with a page that is not JSON (SSLCommerz down). */
  failNext: (count: number, which?: (request: FakeRequest) => boolean) => void;
  /** The next `count` calls (of those `which` picks) are read and never answered (SSLCommerz slow); `close` ends them. */
  hangNext: (count: number, which?: (request: FakeRequest) => boolean) => void;
  /** The next `count` refunds are refused (APIConnect DONE, status failed). */
  refuseRefunds: (count: number) => void;
  close: () => Promise<void>;
};

/** The fields of a multipart/form-data body (what the client's form-data sends). */
function readMultipart(body: string, contentType: string | undefined): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(contentType ?? '')?.[1];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match?.[1]) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}

function sendJson(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function token(prefix: string) {
  return `${prefix}${randomBytes(9).toString('hex')}`;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * SSLCommerz's verify_sign: of the fields named in verify_key, each key=value, with store_passwd set to
 * md5(store password), in ksort order, joined by '&', then md5 (SSLCOMMERZ_hash_varify in its PHP library).
 */
function signFields(signed: Record<string, string>, password: string): Record<string, string> {
  const { verify_key: _key, verify_sign: _sign, ...fields } = signed;
  const verifyKey = Object.keys(fields).join(',');
  const hashed: Record<string, string> = { ...fields, store_passwd: md5(password) };
  const text = Object.keys(hashed)
    .sort()
    .map((key) => `${key}=${hashed[key]}`)
    .join('&');
  return { ...fields, verify_key: verifyKey, verify_sign: md5(text) };
}

function describePayment(payment: FakePayment, status: string) {
  return {
    status,
    tran_id: payment.tranId,
    val_id: payment.valId,
    amount: payment.amount,
    store_amount: payment.amount,
    currency: 'BDT',
    bank_tran_id: payment.bankTranId,
    card_type: 'BKASH-BKash',
    currency_type: payment.currency,
    currency_amount: payment.amount,
    value_a: payment.offerId,
  };
}

export async function startFakeSslcommerz(store: { id: string; password: string }): Promise<FakeSslcommerz> {
  const sessions = new Map<string, FakeSession>();
  const payments = new Map<string, FakePayment>();
  const requests: FakeRequest[] = [];
  const refunds: Record<string, string>[] = [];
  let failures = 0;
  let failWhich: (request: FakeRequest) => boolean = () => true;
  let hangs = 0;
  let hangWhich: (request: FakeRequest) => boolean = () => true;
  const hanging = new Set<ServerResponse>();
  let refusedRefunds = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      const form = readMultipart(await readRequestBody(request), request.headers['content-type']);
      const received = { method: request.method ?? '', path: url.pathname, query, form };
      requests.push(received);
      if (hangs > 0 && hangWhich(received)) {
        hangs -= 1;
        hanging.add(response);
        return;
      }
      if (failures > 0 && failWhich(received)) {
        failures -= 1;
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<html>Service Unavailable</html>');
        return;
      }
      const credentials = url.pathname.startsWith('/gwprocess') ? form : query;
      if (credentials.store_id !== store.id || credentials.store_passwd !== store.password) {
        sendJson(response, {
          status: 'FAILED',
          APIConnect: 'INVALID_REQUEST',
          failedreason: 'Store Credential Error Or Store is De-active',
        });
        return;
      }
      if (url.pathname === '/gwprocess/v4/api.php') {
        const session: FakeSession = {
          tranId: form.tran_id ?? '',
          totalAmount: form.total_amount ?? '',
          currency: form.currency ?? '',
          offerId: form.value_a ?? '',
          fields: form,
          payments: [],
        };
        sessions.set(session.tranId, session);
        const sessionkey = token('SK');
        sendJson(response, {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey,
          GatewayPageURL: `https://sandbox.sslcommerz.com/EasyCheckOut/${sessionkey}`,
        });
        return;
      }
      if (url.pathname === '/validator/api/validationserverAPI.php') {
        const payment = payments.get(query.val_id ?? '');
        if (!payment || (payment.status !== 'VALID' && payment.status !== 'VALIDATED')) {
          sendJson(response, { status: 'INVALID_TRANSACTION' });
          return;
        }
        payment.validations += 1;
        sendJson(response, describePayment(payment, payment.validations === 1 ? 'VALID' : 'VALIDATED'));
        return;
      }
      if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php' && query.tran_id) {
        const found = sessions.get(query.tran_id)?.payments ?? [];
        sendJson(response, {
          APIConnect: 'DONE',
          no_of_trans_found: found.length,
          element: found.map((payment) =>
            describePayment(payment, payment.validations > 0 ? 'VALIDATED' : payment.status),
          ),
        });
        return;
      }
      if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php' && query.bank_tran_id) {
        if (refusedRefunds > 0) {
          refusedRefunds -= 1;
          sendJson(response, { APIConnect: 'DONE', status: 'failed', errorReason: 'Refund request failed' });
          return;
        }
        refunds.push(query);
        sendJson(response, {
          APIConnect: 'DONE',
          bank_tran_id: query.bank_tran_id,
          trans_id: query.refe_id,
          refund_ref_id: token('RF'),
          status: 'success',
          errorReason: '',
        });
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    })();
  });
  /** An attempt at paying the session, as the transaction query and the validation API will tell it. */
  function addAttempt(
    tranId: string,
    status: FakePayment['status'],
    terms: { amount?: string; currency?: string } = {},
  ): FakePayment {
    const session = sessions.get(tranId);
    if (!session) throw new Error(`no session ${tranId} at the fake`);
    const attempt: FakePayment = {
      valId: token('VAL'),
      tranId,
      status,
      amount: terms.amount ?? session.totalAmount,
      currency: terms.currency ?? session.currency,
      bankTranId: token('BT'),
      validations: 0,
      offerId: session.offerId,
    };
    payments.set(attempt.valId, attempt);
    session.payments.push(attempt);
    return attempt;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    refunds,
    pay(tranId, terms = {}) {
      const payment = addAttempt(tranId, 'VALID', terms);
      return signFields(
        {
          status: 'VALID',
          tran_id: tranId,
          val_id: payment.valId,
          amount: payment.amount,
          store_amount: payment.amount,
          card_type: 'BKASH-BKash',
          currency: payment.currency,
          bank_tran_id: payment.bankTranId,
          store_id: store.id,
          value_a: payment.offerId,
        },
        store.password,
      );
    },
    attempt(tranId, status) {
      const attempt = addAttempt(tranId, status);
      const { amount, currency, offerId } = attempt;
      return signFields(
        { status, tran_id: tranId, amount, currency, store_id: store.id, value_a: offerId },
        store.password,
      );
    },
    sign: (fields) => signFields(fields, store.password),
    failNext(count, which = () => true) {
      failures = count;
      failWhich = which;
    },
    hangNext(count, which = () => true) {
      hangs = count;
      hangWhich = which;
    },
    refuseRefunds(count) {
      refusedRefunds = count;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
