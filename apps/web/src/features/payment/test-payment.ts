import type { Offer } from '@nestlane/shared';
import type { ApiRoutes } from '../../test/api-stub';
import { BUYER_SESSION, stubSession } from '../../test/stub-session';

export const OFFER_ID = '00000000-0000-4000-9000-000000000042';
export const CLIENT_SECRET = 'pi_42_secret_abc';

/** The buyer's accepted offer: $ 150000 for Lakeside Home. */
export const ACCEPTED_OFFER: Offer = {
  _id: OFFER_ID,
  propertyId: '00000000-0000-4000-8000-000000000042',
  propertyTitle: 'Lakeside Home',
  propertyLocation: '12 Gulshan Avenue, Dhaka',
  propertyImage: '/uploads/seed/house-1.webp',
  minPrice: 120000,
  maxPrice: 180000,
  offerredPriceRange: 150000,
  offerredDate: '2025-03-01',
  agentName: 'Nusrat Jahan',
  agentEmail: 'nusrat@nestlane.test',
  buyerName: BUYER_SESSION.name,
  buyerEmail: BUYER_SESSION.email,
  offerStatus: 'accepted',
  transactionId: null,
  payment: null,
  offerDate: '2025-02-20T10:00:00.000Z',
};

export function makeConfig(paymentProvider: 'sandbox' | 'stripe' | 'sslcommerz') {
  return {
    demo: paymentProvider === 'sandbox',
    paymentProvider,
    stripePublishableKey: paymentProvider === 'stripe' ? 'pk_test_nestlane' : null,
    oidcLabel: null,
    mapTileUrl: '/tiles/{z}/{x}/{y}.png',
  };
}

/**
 * The buyer signed in, with an accepted offer whose intent the server creates, and the bought list the
 * page moves on to; `routes` replace any of these.
 */
export function stubPayingBuyer(provider: 'sandbox' | 'stripe' | 'sslcommerz', routes: ApiRoutes = {}) {
  return stubSession('user', BUYER_SESSION, {
    '/api/config': () => makeConfig(provider),
    [`/api/getOfferData/${OFFER_ID}`]: () => ACCEPTED_OFFER,
    '/api/createPaymentIntent': () => ({
      clientSecret: CLIENT_SECRET,
      amount: 15000000,
      currency: 'bdt',
      provider,
    }),
    '/api/getboughtProperty': () => [],
    ...routes,
  });
}
