import {
  apiErrorSchema,
  createPaymentIntentBodySchema,
  modifiedCountSchema,
  offerPaymentIdSchema,
  PAYMENT_ID_INVALID,
  paymentIntentSchema,
  updateOfferStatusBodySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/require-user';
import type { Config } from '../../config';
import { isSslcommerzProvider } from '../../payments/sslcommerz/sslcommerz-provider';
import { createPaymentIntent } from './create-payment-intent';
import { scheduleOverdueSweep } from './overdue-sweep';
import { sandboxRoutes } from './sandbox-routes';
import { sslcommerzRoutes } from './sslcommerz-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { updateOfferStatus } from './update-offer-status';

const tags = ['payments'];
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Paying for an accepted offer: the intent (amount from the offer), the buyer's confirmation
 * checked with the provider, the sandbox's card form, Stripe's webhook or SSLCommerz's IPN and
 * return URLs, and the sweep that
 * ends accepted offers left unpaid past their window.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  app.post(
    '/api/createPaymentIntent',
    {
      schema: {
        tags,
        summary:
          "Open (or reopen) the payment of an accepted offer; the amount is the offer's, in cents (the offer's buyer)",
        body: createPaymentIntentBodySchema,
        response: { 200: paymentIntentSchema, ...refusals },
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      return createPaymentIntent(app.db, app.payments, buyer, request.body.offerId);
    },
  );

  app.patch(
    '/api/updateOfferStatus/:id',
    {
      config: { controlCharacterMessages: { transactionId: PAYMENT_ID_INVALID.transactionId } },
      schema: {
        tags,
        summary:
          "Mark an accepted offer bought once the provider confirms that this offer's payment succeeded (the offer's buyer)",
        params: offerPaymentIdSchema,
        body: updateOfferStatusBodySchema,
        response: { 200: modifiedCountSchema, 402: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      return updateOfferStatus(
        app.db,
        app.payments,
        request.log,
        buyer,
        request.params.id,
        request.body.transactionId,
      );
    },
  );

  scheduleOverdueSweep(app);
  if (app.payments.name === 'sandbox') await app.register(sandboxRoutes);
  if (isSslcommerzProvider(app.payments)) await app.register(sslcommerzRoutes, { provider: app.payments });
  const webhookSecret = options.config.stripe?.webhookSecret;
  if (webhookSecret) await app.register(stripeWebhookRoutes, { webhookSecret });
};
