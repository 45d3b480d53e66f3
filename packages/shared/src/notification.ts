/**
 * The bell and its email (issue 12): what GET /api/notifications answers, the email
 * preferences, the one-click unsubscribe. The kinds themselves are in reach.ts.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from './reach';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { message: 'unknown notification kind' });

export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A page of the web app, e.g. /dashboard/requestedProperties. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Every notification of the person, for the pager. */
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** One switch per kind: true = also by email (the default), false = the bell only. */
export const emailPreferencesSchema = z.object({
  email: z.array(z.object({ kind: notificationKindSchema, enabled: z.boolean() })),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** What the live stream sends (event `notification`): the new one and the unread count now. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema, label: z.string() });

/** How the profile and the unsubscribe page name each kind. */
export const NOTIFICATION_KIND_LABELS: Record<(typeof NOTIFICATION_KINDS)[number], string> = {
  offer_received: 'Offers on my listings',
  offer_accepted: 'My offer accepted',
  offer_rejected: 'My offer rejected',
  payment_received: 'Payments received',
  payment_refunded: 'Payments refunded',
  listing_verified: 'My listing verified',
  listing_rejected: 'My listing rejected',
  agent_request_decided: 'My agent request decided',
  enquiry_received: 'Enquiries about my listings',
  enquiry_replied: 'Replies to my enquiries',
  viewing_requested: 'Viewing requests',
  viewing_confirmed: 'Viewings confirmed',
  viewing_declined: 'Viewings declined',
  viewing_cancelled: 'Viewings cancelled',
  deal_ended: 'Deals ended by an admin',
  deal_closed: 'My bookings completed or cancelled',
  saved_search_match: 'New listings for my saved searches',
};

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  badUnsubscribeToken: 'This unsubscribe link is invalid. Please use the link from the latest email.',
  streamTicket: 'Open the stream with your access token',
  /** Decision 063: a person may hold 10 live streams on one instance. */
  tooManyStreams: 'Nestlane is open in too many tabs or windows of your account. Close one and try again.',
} as const;
