import { apiErrorSchema, outboxMessageSchema } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isLoopbackAddress } from '../../lib/loopback';
import { readOutboxMessages } from './outbox-store';

export const OUTBOX_MESSAGES = {
  onlyOnThisMachine: (publicUrl: string) =>
    `The demo inbox holds everyone's password-reset links, so it opens only on the machine that runs Nestlane: open ${publicUrl}/demoInbox there.`,
} as const;

/** The outbox is readable only in demo mode without SMTP: otherwise plugins/mailer.ts sends the mail. */
function isOutboxReadable(config: Pick<Config, 'smtpUrl' | 'demo'>): boolean {
  return config.demo && !config.smtpUrl;
}

/**
 * Only a browser on the machine that runs the demo: its peer is a loopback address and no
 * proxy stands between (a proxy on the same machine would make every stranger look local).
 */
function isAskedOnThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  const isProxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return !isProxied && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * GET /api/outbox: the demo inbox. Every message the API would have mailed, newest first —
 * reset links included — so it exists only in demo mode without SMTP, answers like an
 * unknown route otherwise, and opens only on the machine that runs the demo. It answers 404,
 * not 403, for a stranger: the browser signs out on a 403, and there is nothing to sign in for.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const { config } = options;
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Demo inbox: the mail the API sent, newest first (demo mode without SMTP, asked on the machine that runs it)',
        response: { 200: z.array(outboxMessageSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!isOutboxReadable(config)) {
        throw new AppError('NOT_FOUND', API_MESSAGES.routeNotFound(request.method, '/api/outbox'));
      }
      if (!isAskedOnThisMachine(request)) {
        throw new AppError('NOT_FOUND', OUTBOX_MESSAGES.onlyOnThisMachine(config.publicUrl));
      }
      return readOutboxMessages(config.dataDir);
    },
  );
};
