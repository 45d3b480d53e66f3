/**
 * How every feature tells a person what happened (issue 12): one row in `notifications`, written
 * with the event's own transaction so the two stand or fall together. Delivery (the bell's live
 * update, email) follows from the row, never from the caller.
 *
 * The title and body are catalog messages (decision 040): the row keeps them (`message`), so each
 * reader gets them in their own language, and their English in `title`/`body` as ever.
 */
import type { NotificationKind } from '@nestlane/shared';
import type { Database, Transaction } from '../../db/client';
import { type NotificationMessage, notifications } from '../../db/schema';
import type { MessageRef } from '../../i18n/message';
import { translateStored } from '../../i18n/translate';

export type NotificationEvent = {
  /** Who hears about it. */
  userId: string;
  kind: NotificationKind;
  /**
   * One line: a catalog message ('New offer on {title}' with the listing's title), or text kept as
   * written in every language.
   */
  title: MessageRef | string;
  /** More detail: a catalog message, or the person's own words (an enquiry's text) kept as written. */
  body?: MessageRef | string;
  /** The web app's page the notification opens, e.g. '/dashboard/requestedProperties'. */
  link: string;
};

function writeEnglish(text: MessageRef | string): string {
  if (typeof text === 'string') return text;
  const english = translateStored('en', text);
  if (english === null) throw new Error(`notify(): no message "${text.id}" in the API's catalogs`);
  return english;
}

/** The messages to keep; none when the title is plain text (then the row reads the same in every language). */
function findMessage({ title, body }: NotificationEvent): NotificationMessage | null {
  if (typeof title === 'string') return null;
  return body === undefined || typeof body === 'string' ? { title } : { title, body };
}

function toRow(event: NotificationEvent) {
  const { title, body, ...rest } = event;
  return {
    ...rest,
    title: writeEnglish(title),
    body: body === undefined ? '' : writeEnglish(body),
    message: findMessage(event),
  };
}

/** Answers the new notifications' ids, in the order of `events`. */
export async function notify(
  db: Database | Transaction,
  events: NotificationEvent | NotificationEvent[],
): Promise<string[]> {
  const rows = Array.isArray(events) ? events : [events];
  if (rows.length === 0) return [];
  const written = await db.insert(notifications).values(rows.map(toRow)).returning({ id: notifications.id });
  return written.map((row) => row.id);
}
