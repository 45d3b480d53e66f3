/**
 * Delivery of written notifications: one pass claims a batch of undelivered rows (FOR UPDATE
 * SKIP LOCKED, so several API instances never take the same row), marks them delivered and sends
 * a mail job for each one its person has not switched off, in that short transaction, then
 * publishes them to open pages. The mail itself is the job's (notification-mail.ts): sent at least
 * once, retried, de-duplicated by its key (decision 058; before, a crash after the claim lost it).
 */
import type { Locale, NotificationKind } from '@nestlane/shared';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { emailOptOuts, notifications, user } from '../../db/schema';
import { findStoredLocale } from '../../i18n/reader-locale';
import { translate } from '../../i18n/translate';
import type { NotificationBus } from './notification-bus';
import { findKindLabel, localizeText, toNotificationJson } from './notification-service';
import { createUnsubscribeToken } from './unsubscribe-token';

export const DELIVERY_BATCH_SIZE = 50;
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const UNSUBSCRIBE_API_PATH = '/api/notifications/unsubscribe';

type NotificationRow = typeof notifications.$inferSelect;
type Claimed = {
  row: NotificationRow;
  email: string;
  name: string;
  /** The language of their mail: the one stored on their account, else English (decision 040). */
  locale: Locale;
  wantsMail: boolean;
  unread: number;
};

/** Sends the mail job of a notification inside the claim's transaction: it exists exactly when the claim does. */
export type EnqueueMail = (notificationId: string, tx: Transaction) => Promise<void>;

async function claimBatch(db: Database, now: Date, enqueueMail: EnqueueMail): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ row: notifications, email: user.email, name: user.name, locale: user.locale })
      .from(notifications)
      .innerJoin(user, eq(user.id, notifications.userId))
      .where(isNull(notifications.deliveredAt))
      .orderBy(asc(notifications.createdAt))
      .limit(DELIVERY_BATCH_SIZE)
      .for('update', { of: notifications, skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map(({ row }) => row.id);
    const userIds = [...new Set(rows.map(({ row }) => row.userId))];
    await tx.update(notifications).set({ deliveredAt: now }).where(inArray(notifications.id, ids));
    const [optOuts, unreadCounts] = await Promise.all([
      tx.select().from(emailOptOuts).where(inArray(emailOptOuts.userId, userIds)),
      tx
        .select({ userId: notifications.userId, unread: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId),
    ]);
    const off = new Set(optOuts.map((optOut) => `${optOut.userId}|${optOut.kind}`));
    const unread = new Map(unreadCounts.map((entry) => [entry.userId, Number(entry.unread)]));
    const claimed = rows.map(({ row, email, name, locale }) => ({
      row,
      email,
      name,
      locale: findStoredLocale(locale),
      wantsMail: !off.has(`${row.userId}|${row.kind}`),
      unread: unread.get(row.userId) ?? 0,
    }));
    for (const entry of claimed) {
      if (entry.wantsMail) await enqueueMail(entry.row.id, tx);
    }
    return claimed;
  });
}

export function buildUnsubscribeLinks(
  config: Pick<Config, 'publicUrl' | 'authSecret'>,
  userId: string,
  kind: NotificationKind,
) {
  const token = encodeURIComponent(createUnsubscribeToken(config.authSecret, userId, kind));
  return {
    page: `${config.publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
    oneClick: `${config.publicUrl}${UNSUBSCRIBE_API_PATH}?token=${token}`,
  };
}

export function buildNotificationMail(
  config: Pick<Config, 'publicUrl' | 'authSecret'>,
  claimed: Pick<Claimed, 'row' | 'locale' | 'name' | 'email'>,
  details: string[] = [],
) {
  const { row, locale } = claimed;
  const link = `${config.publicUrl}${row.link}`;
  const unsubscribe = buildUnsubscribeLinks(config, row.userId, row.kind);
  const { title, body } = localizeText(row, locale);
  const label = findKindLabel(locale, row.kind);
  const text = [
    translate(locale, 'mail.greeting', { name: claimed.name }),
    '',
    title,
    ...(body ? [body] : []),
    ...(details.length > 0 ? ['', ...details] : []),
    '',
    translate(locale, 'mail.notification.open', { link }),
    '',
    translate(locale, 'mail.notification.unsubscribe', { label, link: unsubscribe.page }),
    translate(locale, 'mail.notification.preferences'),
  ].join('\n');
  return {
    to: claimed.email,
    subject: title,
    text,
    link,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type DeliveryDeps = {
  db: Database;
  bus: NotificationBus;
  log: FastifyBaseLogger;
  enqueueMail: EnqueueMail;
  /** Runs the mail jobs that are due, in this process, once a pass has claimed some (no wait for a worker). */
  runMail: () => Promise<void>;
};

/** One batch; answers how many rows it claimed (a full batch means there may be more). */
export async function deliverBatch(deps: DeliveryDeps, now = new Date()): Promise<number> {
  const claimed = await claimBatch(deps.db, now, deps.enqueueMail);
  for (const entry of claimed) {
    const event = {
      notification: toNotificationJson(entry.row),
      unread: entry.unread,
      message: entry.row.message,
    };
    await deps.bus
      .publish(entry.row.userId, event)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'notification not published to open pages'));
  }
  return claimed.length;
}

/**
 * Runs passes until nothing is left; a wake during a pass asks for one more, so a row written
 * meanwhile is never left for the interval. `wake()` answers when that work is done.
 */
export function createDispatcher(deps: DeliveryDeps) {
  let running: Promise<void> | null = null;
  let isAskedAgain = false;
  async function run() {
    try {
      do {
        isAskedAgain = false;
        let claimed = 0;
        for (;;) {
          const count = await deliverBatch(deps);
          claimed += count;
          // A full batch: there may be more.
          if (count < DELIVERY_BATCH_SIZE) break;
        }
        // Inside the loop: a wake while the mail goes out asks for one more pass.
        if (claimed > 0) await deps.runMail();
      } while (isAskedAgain);
    } catch (error) {
      deps.log.error({ err: error }, 'notification delivery failed');
    } finally {
      // In the same step as the last check above: no wake can fall between the two.
      running = null;
    }
  }
  function wake(): Promise<void> {
    if (running) {
      isAskedAgain = true;
      return running;
    }
    running = run();
    return running;
  }
  return { wake, idle: () => running ?? Promise.resolve() };
}
