import { apiErrorSchema, outboxMessageSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { readOutboxMessages } from './outbox-store';
import { isOutboxReadable } from './send-mail';

/**
 * GET /api/outbox: the demo inbox. Every message the API would have mailed, newest first,
 * for anyone to read — so it exists only in demo mode without SMTP, and answers like an
 * unknown route otherwise.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const { config } = options;
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['identity'],
        summary: 'Demo inbox: the mail the API sent, newest first (demo mode without SMTP only)',
        response: { 200: z.array(outboxMessageSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!isOutboxReadable(config)) {
        throw new AppError('NOT_FOUND', API_MESSAGES.routeNotFound(request.method, '/api/outbox'));
      }
      return readOutboxMessages(config.dataDir);
    },
  );
};
