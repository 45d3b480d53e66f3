import type { AdvertiseStatus, VerificationStatus } from '@nestlane/shared';

/** Refusals of the admin's moderation that the spec does not word, in its voice. */
export const MODERATION_MESSAGES = {
  alreadyDecided: (status: VerificationStatus) => `This Property Is Already ${status}`,
  onlyVerifiedCanBeAdvertised: 'Only a Verified Property Can Be Advertised',
  alreadyAdvertiseStatus: (status: AdvertiseStatus) =>
    status === 'advertise' ? 'This Property Is Already Advertised' : 'This Property Is Already Disadvertised',
} as const;
