/**
 * Writing in an enquiry (issue 12). The first message of a buyer about a public listing starts the
 * thread (one per listing and buyer, the unique index settles two first messages at once), later
 * ones append; either of its two people may write in it while the listing stays public. Each
 * message tells the other person through notify(), in the message's own transaction.
 */
import { ENQUIRY_MESSAGES, type SendEnquiryBody, type SentEnquiry } from '@nestlane/shared';
import { and, eq, or } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database, Transaction } from '../../db/client';
import { enquiries, enquiryMessages, properties } from '../../db/schema';
// `message` is the enquiry's text here.
import { message as catalogMessage } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { lockPublicProperty } from '../properties/lock-public-property';
import { isPublicProperty } from '../properties/public-property';

export function findEnquiryLink(enquiryId: string): string {
  return `/dashboard/enquiries/${enquiryId}`;
}

/** A short first line of a message for a notification's body. */
function summarise(message: string): string {
  const line = message.replace(/\s+/g, ' ');
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

async function insertMessage(tx: Transaction, enquiryId: string, senderId: string, body: string, now: Date) {
  const [row] = await tx
    .insert(enquiryMessages)
    .values({ enquiryId, senderId, body, createdAt: now })
    .returning({ id: enquiryMessages.id });
  if (!row) throw new Error('the message was not inserted');
  return row.id;
}

/** POST /api/enquiries: a message about a public listing, in the caller's thread about it. */
export async function sendEnquiry(
  db: Database,
  buyer: SessionUser,
  body: SendEnquiryBody,
  now = new Date(),
): Promise<SentEnquiry> {
  return db.transaction(async (tx) => {
    // Shared: the listing cannot be deleted or unverified under the new message.
    const listing = await lockPublicProperty(tx, body.propertyId, 'share');
    if (listing.agentId === buyer.id) throw new AppError('CONFLICT', ENQUIRY_MESSAGES.ownListing);
    const [thread] = await tx
      .insert(enquiries)
      .values({
        propertyId: listing.id,
        buyerId: buyer.id,
        agentId: listing.agentId,
        propertyTitle: listing.title,
        lastMessageAt: now,
        buyerReadAt: now,
      })
      .onConflictDoUpdate({
        target: [enquiries.propertyId, enquiries.buyerId],
        set: { lastMessageAt: now, buyerReadAt: now },
      })
      .returning({ id: enquiries.id });
    if (!thread) throw new Error('the enquiry was not saved');
    const insertedId = await insertMessage(tx, thread.id, buyer.id, body.message, now);
    await notify(tx, {
      userId: listing.agentId,
      kind: 'enquiry_received',
      title: catalogMessage('notification.enquiryReceived.title', {
        buyer: buyer.name,
        title: listing.title,
      }),
      body: summarise(body.message),
      link: findEnquiryLink(thread.id),
    });
    return { enquiryId: thread.id, insertedId };
  });
}

/** POST /api/enquiries/{id}/messages: either person of the thread writes; the other hears of it. */
export async function replyToEnquiry(
  db: Database,
  caller: SessionUser,
  enquiryId: string,
  message: string,
  now = new Date(),
): Promise<SentEnquiry> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select()
      .from(enquiries)
      .where(
        and(
          eq(enquiries.id, enquiryId),
          or(eq(enquiries.buyerId, caller.id), eq(enquiries.agentId, caller.id)),
        ),
      )
      .for('update');
    // Somebody else's thread is not found: its existence is nobody else's business.
    if (!thread) throw new AppError('NOT_FOUND', ENQUIRY_MESSAGES.enquiryNotFound);
    const [listing] = thread.propertyId
      ? await tx
          .select({ title: properties.title })
          .from(properties)
          .where(and(eq(properties.id, thread.propertyId), isPublicProperty()))
          .for('share', { of: properties })
      : [];
    if (!listing) throw new AppError('CONFLICT', ENQUIRY_MESSAGES.listingGone);
    const isAgent = thread.agentId === caller.id;
    await tx
      .update(enquiries)
      .set({ lastMessageAt: now, ...(isAgent ? { agentReadAt: now } : { buyerReadAt: now }) })
      .where(eq(enquiries.id, thread.id));
    const insertedId = await insertMessage(tx, thread.id, caller.id, message, now);
    await notify(
      tx,
      isAgent
        ? {
            userId: thread.buyerId,
            kind: 'enquiry_replied',
            title: catalogMessage('notification.enquiryReplied.title', {
              name: caller.name,
              title: listing.title,
            }),
            body: summarise(message),
            link: findEnquiryLink(thread.id),
          }
        : {
            userId: thread.agentId,
            kind: 'enquiry_received',
            title: catalogMessage('notification.enquiryMessage.title', {
              name: caller.name,
              title: listing.title,
            }),
            body: summarise(message),
            link: findEnquiryLink(thread.id),
          },
    );
    return { enquiryId: thread.id, insertedId };
  });
}
