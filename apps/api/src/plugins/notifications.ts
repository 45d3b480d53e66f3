/**
 * Delivery of notifications (issue 12, decision 030): decorates `app.notifications` with the
 * bus that reaches open pages (Redis pub/sub with REDIS_URL, in-process otherwise) and the
 * dispatcher that publishes what notify() wrote and sends its mail jobs (the `notification-mail`
 * queue, defined here; decision 058). The dispatcher is woken after each request that may have
 * written one (any successful non-GET) and on an interval, which also picks up what another
 * instance or a crash left behind; it runs the mail jobs it sent at once, and the queue's workers
 * run what it could not. It also keeps the open streams (`streams`), which end with their session
 * (decision 063): at word that a person's sessions ended, carried by the bus, and at a periodic check.
 */
import type { Locale } from '@nestlane/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveSessions } from '../auth/live-sessions';
import type { Config } from '../config';
import { createDispatcher } from '../modules/notifications/deliver-notifications';
import {
  createLocalBus,
  createRedisBus,
  type NotificationBus,
} from '../modules/notifications/notification-bus';
import {
  NOTIFICATION_MAIL_BOUNDS,
  NOTIFICATION_MAIL_JOB,
  type NotificationMailJob,
  sendNotificationMail,
} from '../modules/notifications/notification-mail';
import {
  createOpenStreams,
  type OpenStreams,
  STREAM_SESSION_CHECK_MS,
} from '../modules/notifications/open-streams';
import { findAlertMailLines } from '../modules/saved-searches/alert-mail';

/** The safety net; the wake after each request delivers at once. */
export const DELIVERY_INTERVAL_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      bus: NotificationBus;
      /** Delivers everything undelivered now; answers when done (tests, and the hooks below). */
      deliverNow: () => Promise<void>;
      /** The streams open on this instance: the cap, the session checks, the metrics, the shutdown. */
      streams: OpenStreams;
    };
  }
}

export type NotificationsOptions = {
  config: Config;
  /** Every open stream's session is checked this often; 0: only at word that sessions ended (tests). */
  sessionCheckMs?: number;
};

async function registerNotifications(app: FastifyInstance, options: NotificationsOptions) {
  const { config, sessionCheckMs = STREAM_SESSION_CHECK_MS } = options;
  const bus = config.redisUrl
    ? await createRedisBus(config.redisUrl, `${config.redisKeyPrefix}notifications`, app.log)
    : createLocalBus();
  const mailDeps = {
    db: app.db,
    config,
    sendMail: app.mailer,
    // A saved-search alert's mail lists its listings with their links (decision 037).
    mailDetails: async (row: { id: string; kind: string }, locale: Locale) =>
      row.kind === 'saved_search_match' ? findAlertMailLines(app.db, config.publicUrl, row.id, locale) : [],
  };
  app.jobs.define<NotificationMailJob>({
    name: NOTIFICATION_MAIL_JOB,
    ...NOTIFICATION_MAIL_BOUNDS,
    handler: async ({ notificationId }) => {
      await sendNotificationMail(mailDeps, notificationId);
    },
  });
  const dispatcher = createDispatcher({
    db: app.db,
    bus,
    log: app.log,
    enqueueMail: (notificationId, tx) => app.jobs.send(NOTIFICATION_MAIL_JOB, { notificationId }, tx),
    runMail: () => runDueMail(app),
  });
  const streams = createOpenStreams((sessionIds) => findLiveSessions(app.db, sessionIds), app.log);
  app.decorate('notifications', { bus, deliverNow: dispatcher.wake, streams });
  watchSessions(app, sessionCheckMs);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    void dispatcher.wake();
  });
  const timer = setInterval(() => void dispatcher.wake(), DELIVERY_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    // What was written while no instance ran.
    void dispatcher.wake();
  });
  // Streams end when draining starts (plugins/shutdown.ts), so their pages reconnect to another instance.
  app.shutdown.onDrain(streams.endAll);
  app.addHook('preClose', async () => {
    clearInterval(timer);
    streams.endAll();
  });
  app.addHook('onClose', async () => {
    await dispatcher.idle();
    await bus.close();
  });
}

/**
 * Streams end with their session: word from this instance (sign-out, reset, fraud flag, deletion) goes
 * on the bus; word from any instance checks that person's streams here; a timer checks them all.
 */
function watchSessions(app: FastifyInstance, sessionCheckMs: number) {
  const { bus, streams } = app.notifications;
  const stopAnnouncing = app.sessionEnds.listen((userId) => {
    bus.publishSessionsEnded(userId).catch((error: unknown) => {
      app.log.warn({ err: error }, 'notification streams: word of ended sessions not published');
    });
  });
  const stopHearing = bus.onSessionsEnded((userId) => void streams.checkSessions(userId));
  let checking: Promise<void> | undefined;
  const checkAll = () => {
    checking ??= streams.checkSessions().finally(() => {
      checking = undefined;
    });
  };
  const timer = sessionCheckMs > 0 ? setInterval(checkAll, sessionCheckMs) : undefined;
  timer?.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    stopAnnouncing();
    stopHearing();
    await checking;
  });
}

/** Runs the due mail jobs here; one that fails waits for its retry, and the rest still go. */
async function runDueMail(app: FastifyInstance) {
  for (;;) {
    try {
      await app.jobs.drain(NOTIFICATION_MAIL_JOB);
      return;
    } catch (error) {
      app.log.warn({ err: error }, 'notification mail not sent; it will be retried');
    }
  }
}

export default fp(registerNotifications, {
  name: 'notifications',
  fastify: '5.x',
  dependencies: ['db', 'mailer', 'shutdown', 'jobs', 'auth'],
});
