import { apiErrorSchema, outboxMessageSchema } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { readCookie } from '../../lib/cookies';
import { hashInboxKey, INBOX_COOKIE } from '../../lib/inbox-owner';
import { isLoopbackAddress } from '../../lib/loopback';
import { readOutboxMessages } from './outbox-store';

export const OUTBOX_MESSAGES = {
  onlyForAsker:
    'The demo inbox shows only the mail this browser asked for: ask for a password reset here, then open the inbox again.',
} as const;

/** The outbox is readable only in demo mode without SMTP: otherwise plugins/mailer.ts sends the mail. */
function isOutboxReadable(config: Pick<Config, 'smtpUrl' | 'demo'>): boolean {
  return config.demo && !config.smtpUrl;
}

/** Any header a proxy, tunnel or load balancer adds: such a request is nobody's on this machine. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
  'via',
];

/**
 * A browser on the machine that runs the demo, as far as can be told: a loopback peer and no proxy
 * header. A raw tunnel passes this, so it opens only mail no request asked for (notifications, alerts),
 * never a reset link.
 */
function isAskedOnThisMachine(request: FastifyRequest): boolean {
  const isProxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !isProxied && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * GET /api/outbox: the demo inbox. The mail the API would have sent, newest first — reset links
 * included — so it exists only in demo mode without SMTP, answers like an unknown route otherwise,
 * and shows a reset link only to the browser that asked for it (its `nestlane-inbox` cookie, decision
 * 044), wherever it connects from. Mail no request caused (notifications, alerts) is shown on the
 * machine that runs the demo, as before. It answers 404, not 403, to anyone else: the browser signs
 * out on a 403, and there is nothing to sign in for.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const { config } = options;
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Demo inbox, newest first (demo mode without SMTP): reset links to the browser that asked; other mail on the machine that runs it',
        response: { 200: z.array(outboxMessageSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!isOutboxReadable(config)) {
        throw new AppError('NOT_FOUND', API_MESSAGES.routeNotFound(request.method, '/api/outbox'));
      }
      const key = readCookie(request.headers.cookie, INBOX_COOKIE);
      const isLocal = isAskedOnThisMachine(request);
      if (!key && !isLocal) throw new AppError('NOT_FOUND', OUTBOX_MESSAGES.onlyForAsker);
      const owner = key ? hashInboxKey(key) : null;
      const messages = await readOutboxMessages(config.dataDir);
      return messages
        .filter((message) => (message.owner ? message.owner === owner : isLocal))
        .map(({ to, subject, text, link, sentAt }) => ({ to, subject, text, link, sentAt }));
    },
  );
};
