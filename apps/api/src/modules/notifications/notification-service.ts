/**
 * A person's own notifications: the bell's list and count, marking read, and which kinds also
 * come by email. Every query is scoped to the signed-in person; another's notification is "not found".
 */
import {
  type AppNotification,
  DEFAULT_LOCALE,
  type EmailPreferences,
  type Locale,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPage,
  type PageQuery,
} from '@nestlane/shared';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { emailOptOuts, notifications } from '../../db/schema';
import { translate, translateStored } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The row's title and body in `locale` (decision 040): the stored catalog messages rendered in it,
 * English too, so a row whose English was written before amounts were Taka reads '৳ 7,00,000' and
 * not 'paid 700000' (decision 045). A row from before (no message), or a message whose id has since
 * left the catalogs, stays in the English it stores.
 */
export function localizeText(
  row: Pick<NotificationRow, 'title' | 'body' | 'message'>,
  locale: Locale,
): { title: string; body: string } {
  if (!row.message) return { title: row.title, body: row.body };
  const { title, body } = row.message;
  return {
    title: translateStored(locale, title) ?? row.title,
    body: body ? (translateStored(locale, body) ?? row.body) : row.body,
  };
}

/** How the profile, the unsubscribe page and the mail's footer name a kind, in `locale`. */
export function findKindLabel(locale: Locale, kind: NotificationKind): string {
  return translate(locale, `notification.kind.${kind}`);
}

export function toNotificationJson(row: NotificationRow, locale: Locale = DEFAULT_LOCALE): AppNotification {
  return {
    _id: row.id,
    kind: row.kind,
    ...localizeText(row, locale),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function countUnread(db: Database | Transaction, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.total ?? 0);
}

export async function findNotifications(
  db: Database,
  userId: string,
  query: PageQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<NotificationPage> {
  const [rows, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnread(db, userId),
  ]);
  return {
    items: rows.map((row) => toNotificationJson(row, locale)),
    total: Number(totals[0]?.total ?? 0),
    unread,
  };
}

/** Marking an already read notification again changes nothing (modifiedCount 0). */
export async function markRead(db: Database, userId: string, id: string): Promise<{ modifiedCount: number }> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
  if (row.readAt) return { modifiedCount: 0 };
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { modifiedCount: updated.length };
}

export async function markAllRead(db: Database, userId: string): Promise<{ modifiedCount: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { modifiedCount: updated.length };
}

export async function findEmailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const rows = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return { email: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: !off.has(kind) })) };
}

/** Kinds not named keep their setting. */
export async function saveEmailPreferences(
  db: Database,
  userId: string,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  // A kind named twice takes its last switch.
  const chosen = [...new Map(preferences.email.map((entry) => [entry.kind, entry.enabled])).entries()];
  const kindsOn = chosen.filter(([, enabled]) => enabled).map(([kind]) => kind);
  const kindsOff = chosen.filter(([, enabled]) => !enabled).map(([kind]) => kind);
  // Two statements whatever the number of switches.
  await db.transaction(async (tx) => {
    if (kindsOn.length > 0) {
      await tx
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.kind, kindsOn)));
    }
    if (kindsOff.length > 0) {
      await tx
        .insert(emailOptOuts)
        .values(kindsOff.map((kind) => ({ userId, kind })))
        .onConflictDoNothing();
    }
  });
  return findEmailPreferences(db, userId);
}

export async function optOut(db: Database | Transaction, userId: string, kind: NotificationKind) {
  await db.insert(emailOptOuts).values({ userId, kind }).onConflictDoNothing();
}
