import type { OfferStatus } from '@nestlane/shared';

/** Refusals of offers: the contract's wording (issue 6), and the rest in the spec's voice. */
export const OFFER_API_MESSAGES = {
  alreadyOffered: 'You Have Already Made An Offer On This Property',
  noLongerAvailable: 'This Property Is No Longer Available',
  alreadyDecided: (status: OfferStatus) => `This Offer Is Already ${status}`,
  offerNotFound: 'Offer not found',
  ownProperty: "You can't Make An Offer On Your Own Property",
  otherProperty: 'This Offer Is Not On That Property',
  ownOffersOnly: 'You can only see your own offers',
  onlyBookedCanBeClosed: 'Only a Booked Deal Can Be Completed Or Cancelled',
} as const;
