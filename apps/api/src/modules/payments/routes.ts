import {
  apiErrorSchema,
  createPaymentIntentBodySchema,
  idSchema,
  modifiedCountSchema,
  offerPaymentIdSchema,
  PAYMENT_ID_INVALID,
  paymentIntentSchema,
  refundPaymentBodySchema,
  updateOfferStatusBodySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../auth/require-user';
import type { Config } from '../../config';
import { isSslcommerzProvider } from '../../payments/sslcommerz/sslcommerz-provider';
import { createPaymentIntent } from './create-payment-intent';
import { demoGatewayRoutes } from './demo-gateway-routes';
import { defineOverdueSweepJob } from './overdue-sweep';
import { refundPayment } from './refund-payment';
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
      return createPaymentIntent(
        app.db,
        app.paymentProviders,
        buyer,
        request.body.offerId,
        request.body.provider,
      );
    },
  );

  app.post(
    '/api/admin/payments/:paymentId/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a paid payment in full through its provider, with a reason; a booked deal is cancelled; asking again changes nothing (admin)',
        params: z.object({ paymentId: idSchema }),
        body: refundPaymentBodySchema,
        response: { 200: modifiedCountSchema, ...refusals, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return refundPayment(app.db, app.paymentProviders, request.params.paymentId, request.body.reason);
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

  defineOverdueSweepJob(app);
  if (app.payments.name === 'sandbox') await app.register(sandboxRoutes);
  // SSLCommerz's notices, whether the real gateway or the keyless demo's (decision 062) takes Taka.
  const sslcommerz = app.paymentProviders.all.find(isSslcommerzProvider);
  if (sslcommerz) await app.register(sslcommerzRoutes, { provider: sslcommerz });
  if (app.payments.name === 'sandbox') await app.register(demoGatewayRoutes);
  const webhookSecret = options.config.stripe?.webhookSecret;
  if (webhookSecret) await app.register(stripeWebhookRoutes, { webhookSecret });
};
