/** Refusals of paying for an offer that the spec does not word, in its voice. */
export const PAYMENT_MESSAGES = {
  offerNotFound: 'Offer not found',
  alreadyPaid: 'This Offer Is Already Paid',
  onlyAcceptedCanBePaid: 'Only An Accepted Offer Can Be Paid',
  notSucceeded: 'Payment Has Not Succeeded',
  listingClosed: 'This Property Is No Longer Available',
} as const;
