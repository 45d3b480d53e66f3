/**
 * How every feature tells a person what happened (issue 12): one row in `notifications`, written
 * with the event's own transaction so the two stand or fall together. Delivery (the bell's live
 * update, email) follows from the row, never from the caller.
 */
import type { NotificationKind } from '@nestlane/shared';
import type { Database, Transaction } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationEvent = {
  /** Who hears about it. */
  userId: string;
  kind: NotificationKind;
  /** One line, e.g. 'New offer on Lakeside 3-Bed Family Flat in Gulshan 2'. */
  title: string;
  /** More detail, '' for none. */
  body?: string;
  /** The web app's page the notification opens, e.g. '/dashboard/requestedProperties'. */
  link: string;
};

/** Answers the new notifications' ids, in the order of `events`. */
export async function notify(
  db: Database | Transaction,
  events: NotificationEvent | NotificationEvent[],
): Promise<string[]> {
  const rows = Array.isArray(events) ? events : [events];
  if (rows.length === 0) return [];
  const written = await db
    .insert(notifications)
    .values(rows.map((event) => ({ ...event, body: event.body ?? '' })))
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}
