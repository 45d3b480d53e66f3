import type { Offer } from '@nestlane/shared';
import { jsonResponse, stubApi } from '../../test/api-stub';

export const BUYER_SESSION = {
  id: 'user-3',
  name: 'Tanvir Ahmed',
  email: 'tanvir@nestlane.test',
  image: null,
};

export const OFFER_ID = '00000000-0000-4000-9000-000000000042';
export const CLIENT_SECRET = 'pi_42_secret_abc';

/** The buyer's accepted offer: $150,000 for Lakeside Home. */
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

export function makeConfig(paymentProvider: 'sandbox' | 'stripe') {
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
export function stubBuyer(provider: 'sandbox' | 'stripe', routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-buyer' }, user: BUYER_SESSION }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: BUYER_SESSION.id,
      name: BUYER_SESSION.name,
      email: BUYER_SESSION.email,
      photo: '',
      role: 'user',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    '/api/config': () => makeConfig(provider),
    [`/api/getOfferData/${OFFER_ID}`]: () => ACCEPTED_OFFER,
    '/api/createPaymentIntent': () => ({
      clientSecret: CLIENT_SECRET,
      amount: 15000000,
      currency: 'usd',
      provider,
    }),
    '/api/getboughtProperty': () => [],
    ...routes,
  });
}

/** The API's refusal: `{statusCode, code, message}` with a person-readable message. */
export function refusal(status: number, message: string) {
  return jsonResponse({ statusCode: status, code: 'REFUSED', message }, status);
}

/** A promise the test settles when it chooses, to see the page while a call is under way. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

type FetchCall = { method: string; path: string; body: unknown };

/** Every call the page made, with its method and parsed JSON body. */
export function listCalls(fetchMock: ReturnType<typeof stubApi>): FetchCall[] {
  // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
  });
}

/** The page's calls that change something (not GET, not the sign-in's token), in order. */
export function listWrites(fetchMock: ReturnType<typeof stubApi>): FetchCall[] {
  return listCalls(fetchMock).filter(
    (call) =>
      call.method !== 'GET' && !call.path.startsWith('/api/user/') && !call.path.startsWith('/api/auth/'),
  );
}
