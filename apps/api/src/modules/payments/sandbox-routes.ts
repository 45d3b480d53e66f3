import {
  apiErrorSchema,
  PAYMENT_ID_INVALID,
  sandboxConfirmBodySchema,
  sandboxConfirmResultSchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmSandboxPayment } from '../../payments/sandbox-provider';
import { assertSandboxOfferPayable } from './assert-sandbox-offer-payable';

/**
 * The sandbox's stand-in for Stripe.js's confirmCardPayment, registered only when the sandbox
 * is the provider (with Stripe configured the path answers 404). Like Stripe, the client
 * secret is the credential: no session is needed, and nothing here marks an offer bought. A
 * card is refused before it is judged when the deal can no longer be paid (decision 017).
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sandbox/confirm',
    {
      config: { controlCharacterMessages: { clientSecret: PAYMENT_ID_INVALID.clientSecret } },
      schema: {
        tags: ['payments'],
        summary:
          "Demo only, no money moves: pay a sandbox intent with a test card (4242 4242 4242 4242 succeeds); refusals use Stripe's wording",
        body: sandboxConfirmBodySchema,
        response: {
          200: sandboxConfirmResultSchema,
          400: apiErrorSchema,
          402: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => confirmSandboxPayment(app.db, request.body, new Date(), assertSandboxOfferPayable),
  );
};
