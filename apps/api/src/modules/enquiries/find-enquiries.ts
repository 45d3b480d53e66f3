/**
 * Reading enquiries (issue 12): a person's threads, as buyer and as agent, newest activity first,
 * unread ones marked; one thread with its messages, which marks it read for the reader. Only the
 * thread's two people see it; to anybody else it does not exist.
 */
import { ENQUIRY_MESSAGES, type EnquirySummary, type EnquiryThread } from '@nestlane/shared';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { enquiries, enquiryMessages, properties, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isPublicProperty } from '../properties/public-property';

/** The newest threads shown; a person with more reads the rest as they become active again. */
export const ENQUIRY_LIST_LIMIT = 200;

const buyer = alias(user, 'enquiry_buyer');
const agent = alias(user, 'enquiry_agent');

function selectThreads(db: Database) {
  return db
    .select({
      thread: enquiries,
      buyerName: buyer.name,
      agentName: agent.name,
      lastMessage: sql<string>`coalesce((select ${enquiryMessages.body} from ${enquiryMessages} where ${enquiryMessages.enquiryId} = ${enquiries.id} order by ${enquiryMessages.createdAt} desc, ${enquiryMessages.id} desc limit 1), '')`,
    })
    .from(enquiries)
    .innerJoin(buyer, eq(enquiries.buyerId, buyer.id))
    .innerJoin(agent, eq(enquiries.agentId, agent.id))
    .$dynamic();
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['execute']>>[number];

function toSummary(row: ThreadRow, callerId: string): EnquirySummary {
  const { thread } = row;
  const isAgent = thread.agentId === callerId;
  const readAt = isAgent ? thread.agentReadAt : thread.buyerReadAt;
  return {
    _id: thread.id,
    propertyId: thread.propertyId,
    propertyTitle: thread.propertyTitle,
    side: isAgent ? 'agent' : 'buyer',
    otherName: isAgent ? row.buyerName : row.agentName,
    lastMessage: row.lastMessage,
    lastMessageAt: thread.lastMessageAt.toISOString(),
    isUnread: readAt === null || thread.lastMessageAt > readAt,
  };
}

function isParty(callerId: string) {
  return or(eq(enquiries.buyerId, callerId), eq(enquiries.agentId, callerId));
}

export async function findEnquiries(db: Database, caller: SessionUser): Promise<EnquirySummary[]> {
  const rows = await selectThreads(db)
    .where(isParty(caller.id))
    .orderBy(desc(enquiries.lastMessageAt), desc(enquiries.id))
    .limit(ENQUIRY_LIST_LIMIT);
  return rows.map((row) => toSummary(row, caller.id));
}

export async function findEnquiryThread(
  db: Database,
  caller: SessionUser,
  enquiryId: string,
  now = new Date(),
): Promise<EnquiryThread> {
  const [row] = await selectThreads(db).where(and(eq(enquiries.id, enquiryId), isParty(caller.id)));
  if (!row) throw new AppError('NOT_FOUND', ENQUIRY_MESSAGES.enquiryNotFound);
  const isAgent = row.thread.agentId === caller.id;
  // Read up to the newest message: a later one stays unread.
  const readAt = now > row.thread.lastMessageAt ? now : row.thread.lastMessageAt;
  await db
    .update(enquiries)
    .set(isAgent ? { agentReadAt: readAt } : { buyerReadAt: readAt })
    .where(eq(enquiries.id, enquiryId));
  const messages = await db
    .select({
      id: enquiryMessages.id,
      senderId: enquiryMessages.senderId,
      senderName: user.name,
      body: enquiryMessages.body,
      createdAt: enquiryMessages.createdAt,
    })
    .from(enquiryMessages)
    .innerJoin(user, eq(enquiryMessages.senderId, user.id))
    .where(eq(enquiryMessages.enquiryId, enquiryId))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  const [listing] = row.thread.propertyId
    ? await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, row.thread.propertyId), isPublicProperty()))
    : [];
  const { isUnread: _isUnread, ...summary } = toSummary(row, caller.id);
  return {
    ...summary,
    isOpen: Boolean(listing),
    messages: messages.map((message) => ({
      _id: message.id,
      senderName: message.senderName,
      isMine: message.senderId === caller.id,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
