/** Refusals of an agent's own listings that the spec does not word, in its voice. */
export const AGENT_LISTING_MESSAGES = {
  acceptedOfferAwaitingPayment: 'This Property Has An Accepted Offer Awaiting Payment',
  bookedDealOpen: 'This Property Is Booked: Complete Or Cancel The Deal First',
  onlyVerifiedCanBeUpdated: 'Only a Verified Property Can Be Updated',
  ownListingsOnly: 'You can only see your own properties',
} as const;
