/**
 * Delivery of notifications (issue 12, decision 030): decorates `app.notifications` with the
 * bus that reaches open pages (Redis pub/sub with REDIS_URL, in-process otherwise) and the
 * dispatcher that mails and publishes what notify() wrote. The dispatcher is woken after each
 * request that may have written one (any successful non-GET) and on an interval, which also
 * picks up what another instance or a crash left behind.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createDispatcher } from '../modules/notifications/deliver-notifications';
import {
  createLocalBus,
  createRedisBus,
  type NotificationBus,
} from '../modules/notifications/notification-bus';
import { findAlertMailLines } from '../modules/saved-searches/alert-mail';

/** The safety net; the wake after each request delivers at once. */
export const DELIVERY_INTERVAL_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      bus: NotificationBus;
      /** Delivers everything undelivered now; answers when done (tests, and the hooks below). */
      deliverNow: () => Promise<void>;
      /** Ends every open stream (before the server closes). */
      onShutdown: (end: () => void) => () => void;
    };
  }
}

async function registerNotifications(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const bus = config.redisUrl
    ? await createRedisBus(config.redisUrl, `${config.redisKeyPrefix}notifications`, app.log)
    : createLocalBus();
  const dispatcher = createDispatcher({
    db: app.db,
    config,
    sendMail: app.mailer,
    bus,
    log: app.log,
    // A saved-search alert's mail lists its listings with their links (decision 037).
    mailDetails: async (row, locale) =>
      row.kind === 'saved_search_match' ? findAlertMailLines(app.db, config.publicUrl, row.id, locale) : [],
  });
  const streamEnders = new Set<() => void>();
  app.decorate('notifications', {
    bus,
    deliverNow: dispatcher.wake,
    onShutdown: (end: () => void) => {
      streamEnders.add(end);
      return () => {
        streamEnders.delete(end);
      };
    },
  });
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
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const end of [...streamEnders]) end();
  });
  app.addHook('onClose', async () => {
    await dispatcher.idle();
    await bus.close();
  });
}

export default fp(registerNotifications, {
  name: 'notifications',
  fastify: '5.x',
  dependencies: ['db', 'mailer'],
});
