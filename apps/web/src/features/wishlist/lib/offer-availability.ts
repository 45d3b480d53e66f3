import type { VerificationStatus } from '@nestlane/shared';

/**
 * Why an offer cannot be made, as a message of the wishlist catalog: only a verified (public) listing
 * takes offers; the server refuses others.
 */
export const OFFER_UNAVAILABLE = {
  pending: 'wishlist.unavailable.pending',
  rejected: 'wishlist.unavailable.rejected',
} as const satisfies Record<Exclude<VerificationStatus, 'verified'>, string>;
