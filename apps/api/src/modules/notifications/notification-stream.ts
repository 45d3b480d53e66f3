/**
 * GET /api/notifications/stream: server-sent events over a plain response, so the page opens it
 * with fetch and its bearer token (EventSource cannot send headers; decision 030). The first
 * event, `ready`, carries the unread count once the stream listens; then one `notification`
 * event per new notification, from whichever instance delivered it; a comment every 25 s keeps
 * proxies from closing an idle stream. It ends with its session (open-streams.ts); a person past
 * the cap of open streams is refused with 429 (decision 063).
 */
import { type Locale, NOTIFICATION_MESSAGES, type NotificationEvent } from '@nestlane/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { REQUEST_ID_HEADER } from '../../lib/request-id-header';
import type { DeliveredNotification } from './notification-bus';
import { countUnread, localizeText } from './notification-service';
import { STREAMS_PER_PERSON } from './open-streams';

export const STREAM_HEARTBEAT_MS = 25_000;

function formatEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The stream's event in its reader's language; the messages themselves are not sent. */
function localizeEvent(delivered: DeliveredNotification, locale: Locale): NotificationEvent {
  const { notification, unread, message } = delivered;
  return {
    notification: { ...notification, ...localizeText({ ...notification, message }, locale) },
    unread,
  };
}

export async function openNotificationStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  reader: {
    userId: string;
    /** The session the request spoke for: the stream ends with it. */
    sessionId: string;
    /** The reader's language as the stream opens; a language switched meanwhile applies from its next connection. */
    locale: Locale;
  },
) {
  const { userId, sessionId, locale } = reader;
  const { streams } = app.notifications;
  // Checked and counted in one turn of the event loop: no await between here and `streams.add`.
  if (streams.countOf(userId) >= STREAMS_PER_PERSON) {
    throw new AppError('RATE_LIMITED', NOTIFICATION_MESSAGES.tooManyStreams);
  }
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    // nginx and friends must pass each event on at once.
    'x-accel-buffering': 'no',
    // A hijacked reply drops the headers set before: the request id must come back here too (issue 14).
    [REQUEST_ID_HEADER]: request.id,
  });
  let isOpen = true;
  const write = (text: string) => {
    if (isOpen) response.write(text);
  };
  const unsubscribe = app.notifications.bus.subscribe(userId, (event) =>
    write(formatEvent('notification', localizeEvent(event, locale))),
  );
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), STREAM_HEARTBEAT_MS);
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    response.end();
  };
  const forget = streams.add({ userId, sessionId, end });
  request.raw.on('close', end);
  response.on('close', end);
  write('retry: 5000\n\n');
  write(formatEvent('ready', { unread: await countUnread(app.db, userId) }));
}
