import type { VerificationStatus } from '@nestlane/shared';

/** Why an offer cannot be made: only a verified (public) listing takes offers; the server refuses others. */
export const OFFER_UNAVAILABLE: Record<Exclude<VerificationStatus, 'verified'>, string> = {
  pending: 'You can make an offer once an admin verifies this property.',
  rejected: 'An admin rejected this property, so it takes no offers.',
};
