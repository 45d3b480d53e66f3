import {
  apiErrorSchema,
  emailPreferencesSchema,
  idSchema,
  modifiedCountSchema,
  NOTIFICATION_MESSAGES,
  notificationPageSchema,
  pageQuerySchema,
  unreadCountSchema,
  unsubscribeResultSchema,
} from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, requireUser } from '../../auth/require-user';
import type { Config } from '../../config';
import { user } from '../../db/schema';
import { findReaderLocale } from '../../i18n/reader-locale';
import { AppError } from '../../lib/app-error';
import {
  countUnread,
  findEmailPreferences,
  findKindLabel,
  findNotifications,
  markAllRead,
  markRead,
  optOut,
  saveEmailPreferences,
} from './notification-service';
import { openNotificationStream } from './notification-stream';
import { readUnsubscribeToken } from './unsubscribe-token';

const tags = ['notifications'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The bell, its email preferences, the one-click unsubscribe and the live stream (issue 12). */
export const notificationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const { config } = options;
  // RFC 8058 one-click: mail clients POST 'List-Unsubscribe=One-Click' as a form; only the token counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in person's notifications, newest first, paged, with the unread count",
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return findNotifications(app.db, caller.id, request.query, findReaderLocale(request, caller.locale));
    },
  );

  app.get(
    '/api/notifications/unread',
    {
      schema: {
        tags,
        summary: "How many of the signed-in person's notifications are unread",
        response: { 200: unreadCountSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return { unread: await countUnread(app.db, caller.id) };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: "Mark every one of the signed-in person's notifications read",
        response: { 200: modifiedCountSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return markAllRead(app.db, caller.id);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read (its owner only; 0 when it already was)',
        params: z.object({ id: idSchema }),
        response: { 200: modifiedCountSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return markRead(app.db, caller.id, request.params.id);
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification the signed-in person also gets by email',
        response: { 200: emailPreferencesSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return findEmailPreferences(app.db, caller.id);
    },
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Switch kinds of email on or off (kinds not named keep their setting); the bell shows all',
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return saveEmailPreferences(app.db, caller.id, request.body);
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "One-click unsubscribe from one kind of email with the mail's signed token; no sign-in (RFC 8058 POST)",
        querystring: z.object({ token: z.string().max(500) }),
        response: { 200: unsubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const found = readUnsubscribeToken(config.authSecret, request.query.token);
      if (!found) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.badUnsubscribeToken);
      const [person] = await app.db
        .select({ id: user.id, locale: user.locale })
        .from(user)
        .where(eq(user.id, found.userId));
      // A deleted account gets no mail anyway: the link still answers as done.
      if (person) await optOut(app.db, person.id, found.kind);
      const locale = findReaderLocale(request, person?.locale);
      return { kind: found.kind, label: findKindLabel(locale, found.kind) };
    },
  );

  app.get(
    '/api/notifications/stream',
    {
      schema: {
        tags,
        summary:
          "Server-sent events of the signed-in person's new notifications (fetch with the bearer token); event 'ready' first; ends with its session; 429 past 10 open streams",
        response: { ...refusals, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user: caller, sessionId } = await requireSession(request);
      await openNotificationStream(app, request, reply, {
        userId: caller.id,
        sessionId,
        locale: findReaderLocale(request, caller.locale),
      });
    },
  );
};
