/**
 * Where a delivered notification goes to reach open pages: the streams of this process, and,
 * with REDIS_URL, those of every other API instance (Redis pub/sub on one channel; each
 * instance hands a message to its own subscribers of that person).
 */
import { EventEmitter } from 'node:events';
import type { NotificationEvent } from '@nestlane/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationMessage } from '../../db/schema';

/**
 * What travels to open pages: the stream's event (its texts in English) and the row's messages, so
 * each stream writes it in its own reader's language (decision 040).
 */
export type DeliveredNotification = NotificationEvent & { message: NotificationMessage | null };

export type NotificationListener = (event: DeliveredNotification) => void;

export type NotificationBus = {
  publish: (userId: string, event: DeliveredNotification) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (userId: string, listener: NotificationListener) => () => void;
  close: () => Promise<void>;
  /** For the readiness check: null without Redis, else whether Redis answers a PING. */
  isRedisReachable: () => Promise<boolean | null>;
};

type BusMessage = { userId: string; event: DeliveredNotification };

function createLocalListeners() {
  const emitter = new EventEmitter();
  // One listener per open page: many pages of many people is normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit: (userId: string, event: DeliveredNotification) => emitter.emit(userId, event),
    subscribe: (userId: string, listener: NotificationListener) => {
      emitter.on(userId, listener);
      return () => {
        emitter.off(userId, listener);
      };
    },
  };
}

export function createLocalBus(): NotificationBus {
  const listeners = createLocalListeners();
  return {
    publish: async (userId, event) => {
      listeners.emit(userId, event);
    },
    subscribe: listeners.subscribe,
    close: async () => {},
    isRedisReachable: async () => null,
  };
}

export async function createRedisBus(
  url: string,
  channel: string,
  log: FastifyBaseLogger,
): Promise<NotificationBus> {
  // Imported only with REDIS_URL: a single instance never needs ioredis.
  const { Redis } = await import('ioredis');
  const listeners = createLocalListeners();
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => log.warn({ err: error }, 'notification bus (Redis) unavailable'));
  }
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as BusMessage;
      listeners.emit(message.userId, message.event);
    } catch (error) {
      log.warn({ err: error }, 'unreadable message on the notification bus');
    }
  });
  await publisher.connect().catch(() => undefined);
  await subscriber.connect().catch(() => undefined);
  // Subscribed before the app answers, so a page opened now hears what any instance publishes next.
  await subscriber.subscribe(channel).catch((error: unknown) => {
    log.warn({ err: error }, 'notification bus (Redis): not subscribed yet, retrying in the background');
  });
  return {
    publish: async (userId, event) => {
      const message: BusMessage = { userId, event };
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe: listeners.subscribe,
    close: async () => {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
    // Without an offline queue a PING fails at once while disconnected, else within the connect timeout.
    isRedisReachable: () =>
      publisher.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
  };
}
