/**
 * Where a delivered notification goes to reach open pages: the streams of this process, and,
 * with REDIS_URL, those of every other API instance (Redis pub/sub on one channel; each
 * instance hands a message to its own subscribers of that person). The same channel carries
 * word that a person's sessions ended, so every instance checks that person's streams at once.
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
export type SessionsEndedListener = (userId: string) => void;

export type NotificationBus = {
  publish: (userId: string, event: DeliveredNotification) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (userId: string, listener: NotificationListener) => () => void;
  /** Tells every instance (this one too) that a person's sessions ended or stopped counting. */
  publishSessionsEnded: (userId: string) => Promise<void>;
  /** Returns the unsubscribe function. */
  onSessionsEnded: (listener: SessionsEndedListener) => () => void;
  close: () => Promise<void>;
  /** For the readiness check: null without Redis, else whether Redis answers a PING. */
  isRedisReachable: () => Promise<boolean | null>;
  /** Null without Redis, else whether this instance hears the other instances (subscribed now). */
  isSubscribed: () => boolean | null;
};

type BusMessage = { userId: string; event: DeliveredNotification } | { userId: string; sessionsEnded: true };

/** Not a string, so no user id can collide with it. */
const SESSIONS_ENDED = Symbol('sessions ended');

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
    emitSessionsEnded: (userId: string) => emitter.emit(SESSIONS_ENDED, userId),
    onSessionsEnded: (listener: SessionsEndedListener) => {
      emitter.on(SESSIONS_ENDED, listener);
      return () => {
        emitter.off(SESSIONS_ENDED, listener);
      };
    },
    /** One message from the channel, whichever kind. */
    receive: (message: BusMessage) => {
      if ('sessionsEnded' in message) emitter.emit(SESSIONS_ENDED, message.userId);
      else emitter.emit(message.userId, message.event);
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
    publishSessionsEnded: async (userId) => {
      listeners.emitSessionsEnded(userId);
    },
    onSessionsEnded: listeners.onSessionsEnded,
    close: async () => {},
    isRedisReachable: async () => null,
    isSubscribed: () => null,
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
      listeners.receive(JSON.parse(text) as BusMessage);
    } catch (error) {
      log.warn({ err: error }, 'unreadable message on the notification bus');
    }
  });
  // Subscribed whenever the subscriber connects: at start if Redis answers, else when it comes back
  // (an instance started during an outage joins then), and again after every reconnection.
  let isSubscribed = false;
  let subscribing: Promise<void> | undefined;
  const subscribe = () => {
    subscribing ??= subscriber
      .subscribe(channel)
      .then(
        () => {
          isSubscribed = true;
          log.info('notification bus (Redis): subscribed');
        },
        (error: unknown) => log.warn({ err: error }, 'notification bus (Redis): not subscribed yet'),
      )
      .finally(() => {
        subscribing = undefined;
      });
    return subscribing;
  };
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => {
    isSubscribed = false;
  });
  await publisher.connect().catch(() => undefined);
  // Subscribed before the app answers, so a page opened now hears what any instance publishes next.
  await subscriber.connect().catch(() => undefined);
  await subscribing;
  /** While Redis is down the pages open on this instance still hear it; others catch up later. */
  const publishMessage = async (message: BusMessage) => {
    if (publisher.status !== 'ready') {
      listeners.receive(message);
      return;
    }
    await publisher.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn({ err: error }, 'notification bus (Redis): published to this instance only');
      listeners.receive(message);
    });
  };
  return {
    // Other instances' pages catch up from the list.
    publish: (userId, event) => publishMessage({ userId, event }),
    subscribe: listeners.subscribe,
    // Other instances' streams are checked by their own timer (decision 063).
    publishSessionsEnded: (userId) => publishMessage({ userId, sessionsEnded: true }),
    onSessionsEnded: listeners.onSessionsEnded,
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
    isSubscribed: () => isSubscribed,
  };
}
