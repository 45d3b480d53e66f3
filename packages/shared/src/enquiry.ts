/**
 * Enquiries (issue 12): a signed-in person writes to a public listing's agent; one thread per
 * listing and buyer, the agent's replies in it. The body schemas are the form's and the server's.
 */
import { z } from 'zod';
import { idSchema } from './property';

export const ENQUIRY_MESSAGE_MIN_LENGTH = 2;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;

export const ENQUIRY_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${ENQUIRY_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Message must be at most ${ENQUIRY_MESSAGE_MAX_LENGTH} characters`,
  messageInvalid: 'Message contains invalid characters',
  ownListing: 'You cannot send an enquiry about your own listing',
  enquiryNotFound: 'Enquiry not found',
  listingGone: 'This listing is no longer available, so the enquiry cannot continue',
  sent: 'Message sent',
} as const;

const LINE_BREAKS_AND_TABS = new Set(['\n', '\r', '\t']);

/** Control characters other than line breaks and tabs would garble the thread. */
function hasControlCharacters(value: string): boolean {
  return [...value].some((character) => /\p{Cc}/u.test(character) && !LINE_BREAKS_AND_TABS.has(character));
}

export const enquiryMessageSchema = z
  .string({ error: ENQUIRY_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: ENQUIRY_MESSAGES.messageRequired })
  .min(ENQUIRY_MESSAGE_MIN_LENGTH, { error: ENQUIRY_MESSAGES.messageTooShort })
  .max(ENQUIRY_MESSAGE_MAX_LENGTH, { error: ENQUIRY_MESSAGES.messageTooLong })
  .refine((value) => !hasControlCharacters(value), { error: ENQUIRY_MESSAGES.messageInvalid });

/** POST /api/enquiries: the first message about a listing starts the thread, later ones append. */
export const sendEnquiryBodySchema = z.object({ propertyId: idSchema, message: enquiryMessageSchema });
export type SendEnquiryBody = z.infer<typeof sendEnquiryBodySchema>;

/** POST /api/enquiries/{id}/messages: a reply in a thread by either of its two people. */
export const replyEnquiryBodySchema = z.object({ message: enquiryMessageSchema });
export type ReplyEnquiryBody = z.infer<typeof replyEnquiryBodySchema>;

export const sentEnquirySchema = z.object({
  /** The thread's id. */
  enquiryId: z.string(),
  /** The new message's id. */
  insertedId: z.string(),
});
export type SentEnquiry = z.infer<typeof sentEnquirySchema>;

/** The caller's side of a thread. */
export const ENQUIRY_SIDES = ['buyer', 'agent'] as const;

/** One thread in GET /api/enquiries, newest activity first. */
export const enquirySummarySchema = z.object({
  _id: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string(),
  side: z.enum(ENQUIRY_SIDES),
  /** The other person: the agent for a buyer, the buyer for the agent. */
  otherName: z.string(),
  lastMessage: z.string(),
  /** ISO 8601. */
  lastMessageAt: z.string(),
  /** A message from the other person the caller has not opened yet. */
  isUnread: z.boolean(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;
export const enquiryListSchema = z.array(enquirySummarySchema);

export const enquiryMessageItemSchema = z.object({
  _id: z.string(),
  senderName: z.string(),
  isMine: z.boolean(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type EnquiryMessageItem = z.infer<typeof enquiryMessageItemSchema>;

/** GET /api/enquiries/{id}: the thread, oldest message first; reading it marks it read for the caller. */
export const enquiryThreadSchema = enquirySummarySchema.omit({ isUnread: true }).extend({
  messages: z.array(enquiryMessageItemSchema),
  /** Whether the listing is still public: a reply needs it. */
  isOpen: z.boolean(),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;
