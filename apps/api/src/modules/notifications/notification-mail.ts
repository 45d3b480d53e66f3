/**
 * A notification's mail, a pg-boss job (decision 058): sent at least once and at most once per
 * person. The job is sent in the transaction that claims the notification (deliver-notifications.ts),
 * so it exists exactly when the claim does. It reads the notification and its person afresh, sends
 * nothing if `notification_mails` says it went already, sends under an idempotency key that is the
 * same on every try, and writes that row only after the send: a failed send is retried, and a crash
 * between the send and the row sends once more under the same key, which the outbox and mail systems
 * drop (Message-ID).
 */
import { createHash } from 'node:crypto';
import type { Locale } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notificationMails, notifications, user } from '../../db/schema';
import { findStoredLocale } from '../../i18n/reader-locale';
import type { SendMail } from '../../lib/mail';
import { buildNotificationMail } from './deliver-notifications';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export type NotificationMailJob = { notificationId: string };

/** Bounds of the mail queue: a refused send is tried again after 30 s, 60 s, 2 min…; one held by a dead instance after a minute. */
export const NOTIFICATION_MAIL_BOUNDS = { retryLimit: 6, retryDelay: 30, expireInSeconds: 60 } as const;

type NotificationRow = typeof notifications.$inferSelect;

export type NotificationMailDeps = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'authSecret'>;
  sendMail: SendMail;
  /** More lines for a kind's mail (a saved-search alert's listings), in the mail's language; none by default. */
  mailDetails?: (row: NotificationRow, locale: Locale) => Promise<string[]>;
};

export type MailOutcome = 'sent' | 'already-sent' | 'gone';

/** The same for every try of one notification to one address; the address itself is not in it. */
export function buildMailIdempotencyKey(notificationId: string, recipient: string): string {
  const address = createHash('sha256').update(recipient.toLowerCase()).digest('hex').slice(0, 16);
  return `notification-${notificationId}-${address}`;
}

export async function sendNotificationMail(
  deps: NotificationMailDeps,
  notificationId: string,
): Promise<MailOutcome> {
  const [found] = await deps.db
    .select({ row: notifications, email: user.email, name: user.name, locale: user.locale })
    .from(notifications)
    .innerJoin(user, eq(user.id, notifications.userId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  // The account was deleted meanwhile, and its notifications with it.
  if (!found) return 'gone';
  const recipient = found.email;
  const [sent] = await deps.db
    .select({ sentAt: notificationMails.sentAt })
    .from(notificationMails)
    .where(
      and(eq(notificationMails.notificationId, notificationId), eq(notificationMails.recipient, recipient)),
    )
    .limit(1);
  if (sent) return 'already-sent';
  const locale = findStoredLocale(found.locale);
  const details = deps.mailDetails ? await deps.mailDetails(found.row, locale).catch(() => []) : [];
  await deps.sendMail({
    ...buildNotificationMail(
      deps.config,
      { row: found.row, email: recipient, name: found.name, locale },
      details,
    ),
    idempotencyKey: buildMailIdempotencyKey(notificationId, recipient),
  });
  await deps.db.insert(notificationMails).values({ notificationId, recipient }).onConflictDoNothing();
  return 'sent';
}
