/**
 * The keyless demo's SSLCommerz-like gateway (issue 29, decision 062), registered only when the card
 * sandbox is the provider. The web app's page /demo-gateway/{sessionKey} reads its session and pays it
 * here; the answer is the form the browser POSTs to our return URL. The IPN is posted to our IPN route
 * as the gateway would (in-process, through the whole route): at once, or for "paid, IPN arrives late"
 * from a pg-boss job that runs after the browser is back. No money moves, and no session cookie is
 * needed: the session key is the credential, as SSLCommerz's sessionkey is.
 */
import {
  apiErrorSchema,
  demoGatewayKeySchema,
  demoGatewayPayBodySchema,
  demoGatewayRedirectSchema,
  demoGatewaySessionSchema,
} from '@nestlane/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isSslcommerzProvider } from '../../payments/sslcommerz/sslcommerz-provider';
import { PAYMENT_MESSAGES } from './messages';
import { payDemoSession, readDemoSession, settleLateDemoPayment } from './pay-demo-session';

export const DEMO_LATE_IPN_JOB = 'demo-gateway-late-ipn';
/**
 * How long after the browser's return the late IPN is posted by itself (a worker takes it on its next poll
 * after); the gateway page's "Send the IPN Now" posts it at once.
 */
export const DEMO_LATE_IPN_SECONDS = 60;

const tags = ['payments'];

/** The fields signed with the demo store's password, as SSLCommerz signs what it posts (decision 064). */
function sign(app: FastifyInstance, fields: Record<string, string>): Record<string, string> {
  const gateway = app.paymentProviders.all.find(isSslcommerzProvider);
  if (!gateway) throw new Error('the demo gateway has no SSLCommerz provider to sign with');
  return gateway.notices.sign(fields);
}

/**
 * What SSLCommerz does with the IPN URL: a signed, form-encoded POST. A 5xx is thrown, so a job
 * retries it; so is a 4xx, which here can only be our own mistake (an unsigned or mis-signed IPN).
 */
async function postIpn(app: FastifyInstance, ipn: { url: string; fields: Record<string, string> }) {
  const answer = await app.inject({
    method: 'POST',
    url: new URL(ipn.url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(sign(app, ipn.fields)).toString(),
  });
  if (answer.statusCode >= 400) throw new Error(`demo gateway IPN answered ${answer.statusCode}`);
}

/** The late IPN's job: the pending payment is confirmed and its IPN posted (exported for the API test). */
export async function sendLateDemoIpn(app: FastifyInstance, tranId: string): Promise<void> {
  const ipn = await settleLateDemoPayment(app.db, tranId);
  if (ipn) await postIpn(app, ipn);
}

export const demoGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo-gateway/:sessionKey',
    {
      schema: {
        tags,
        summary: "Demo only, no money moves: the SSLCommerz-like gateway's session (amount in Taka, status)",
        params: demoGatewayKeySchema,
        response: { 200: demoGatewaySessionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await readDemoSession(app.db, request.params.sessionKey);
      return {
        tranId: session.tranId,
        amount: session.totalAmount,
        currency: session.currency,
        status: session.status,
      };
    },
  );

  app.post(
    '/api/demo-gateway/:sessionKey/pay',
    {
      schema: {
        tags,
        summary:
          'Demo only, no money moves: pay the session with card, bKash or Nagad and a test outcome; answers the form to POST to the return URL',
        params: demoGatewayKeySchema,
        body: demoGatewayPayBodySchema,
        response: {
          200: demoGatewayRedirectSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const paid = await payDemoSession(app.db, request.params.sessionKey, request.body);
      if (paid.ipn) {
        await postIpn(app, paid.ipn).catch((error: unknown) => {
          // As with SSLCommerz: a lost IPN is recovered by the browser's return or the recovery job.
          request.log.warn({ err: error, tranId: paid.redirect.fields.tran_id }, 'demo gateway IPN failed');
        });
      } else {
        await app.jobs.send(DEMO_LATE_IPN_JOB, { tranId: paid.redirect.fields.tran_id }, undefined, {
          startAfterSeconds: DEMO_LATE_IPN_SECONDS,
        });
      }
      return { ...paid.redirect, fields: sign(app, paid.redirect.fields) };
    },
  );

  app.post(
    '/api/demo-gateway/:sessionKey/ipn',
    {
      schema: {
        tags,
        summary:
          'Demo only, no money moves: the gateway confirms a payment left pending ("paid, IPN arrives late") and posts its IPN now',
        params: demoGatewayKeySchema,
        response: {
          200: z.object({ sent: z.literal(true) }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const session = await readDemoSession(app.db, request.params.sessionKey);
      if (session.status !== 'pending')
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.gatewayNothingPending);
      await sendLateDemoIpn(app, session.tranId);
      return { sent: true as const };
    },
  );

  app.jobs.define<{ tranId: string }>({
    name: DEMO_LATE_IPN_JOB,
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 60,
    handler: async ({ tranId }) => sendLateDemoIpn(app, tranId),
  });
};
