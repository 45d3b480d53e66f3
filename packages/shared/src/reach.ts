/**
 * Issue 12's shared vocabulary: a listing's gallery, enquiries, viewings and notifications.
 * The request and answer schemas of each feature live beside it; these are the constants the
 * database and every side agree on.
 */

/** Pictures beside the cover (the spec's single picture). */
export const MAX_GALLERY_IMAGES = 20;

/** The widths every uploaded picture is served in (WebP), smallest first. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export const VIEWING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** Who cancelled a confirmed viewing. */
export const VIEWING_PARTIES = ['buyer', 'agent'] as const;
export type ViewingParty = (typeof VIEWING_PARTIES)[number];

/** Every event a person hears about, in the bell and (unless switched off) by email. */
export const NOTIFICATION_KINDS = [
  'offer_received',
  'offer_accepted',
  'offer_rejected',
  'payment_received',
  'payment_refunded',
  'listing_verified',
  'listing_rejected',
  'agent_request_decided',
  'enquiry_received',
  'enquiry_replied',
  'viewing_requested',
  'viewing_confirmed',
  'viewing_declined',
  'viewing_cancelled',
  'deal_ended',
  'deal_closed',
  'saved_search_match',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
