import { apiErrorSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importStripe, readSucceededIntent } from '../../payments/stripe-provider';
import { recordWebhookPayment } from './record-webhook-payment';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook';

/**
 * Stripe's webhook, registered only when STRIPE_WEBHOOK_SECRET is set. The signature covers
 * the exact bytes Stripe sent, so in this encapsulated context JSON bodies stay raw.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ webhookSecret: string }> = async (app, options) => {
  const { webhooks } = await importStripe();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's signed events: payment_intent.succeeded marks the offer bought (idempotent)",
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const intent = readSucceededIntent(
        webhooks,
        body,
        typeof signature === 'string' ? signature : undefined,
        options.webhookSecret,
      );
      if (intent) {
        const outcome = await recordWebhookPayment(app.db, request.log, intent);
        request.log.info({ intentId: intent.id, outcome }, 'stripe webhook');
      }
      return { received: true as const };
    },
  );
};
