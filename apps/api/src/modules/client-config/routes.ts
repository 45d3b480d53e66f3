import { PAYMENT_PROVIDERS } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { buildClientConfig } from './service';

export const clientConfigSchema = z.object({
  demo: z.boolean(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  stripePublishableKey: z.string().nullable(),
  oidcLabel: z.string().nullable(),
  mapTileUrl: z.string(),
});

export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const clientConfig = buildClientConfig(options.config);
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['operations'],
        summary: 'Run-time settings for the browser',
        response: { 200: clientConfigSchema },
      },
    },
    async () => clientConfig,
  );
};
