/** Refusals of paying for an offer that the spec does not word, in its voice. */
export const PAYMENT_MESSAGES = {
  offerNotFound: 'Offer not found',
  alreadyPaid: 'This Offer Is Already Paid',
  onlyAcceptedCanBePaid: 'Only An Accepted Offer Can Be Paid',
  notSucceeded: 'Payment Has Not Succeeded',
  listingClosed: 'This Property Is No Longer Available',
  paymentNotFound: 'Payment not found',
  onlyPaidCanBeRefunded: 'Only a Paid Payment Can Be Refunded',
  providerNotConfigured: (provider: string) =>
    `This Payment Was Taken Through ${provider}, Which Is Not Configured Now: Refund It There`,
  providerNotAvailable: 'This Payment Method Is Not Available On This Server',
  gatewaySessionNotFound: 'Payment session not found',
  gatewaySessionPaid: 'This Payment Session Is Already Paid',
  gatewayNothingPending: 'This Payment Session Has No Payment Waiting For Its IPN',
} as const;
