import type { WishlistItem } from '@nestlane/shared';
import { jsonResponse, stubApi } from '../../test/api-stub';

export const BUYER_SESSION = {
  id: 'user-3',
  name: 'Rafi Ahmed',
  email: 'rafi@nestlane.test',
  image: null,
};

/** An access token whose claims say it expires `secondsLeft` from now (negative: already expired). */
export function makeAccessToken(secondsLeft: number): string {
  const claims = { sub: BUYER_SESSION.id, exp: Math.floor(Date.now() / 1000) + secondsLeft };
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.signature`;
}

/** The token the auth store receives on sign-in: valid for the next 15 minutes. */
export const FRESH_TOKEN = makeAccessToken(900);

/** The buyer (role user) signed in (session, token and profile answered); `routes` answer the page's calls. */
export function stubBuyer(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-user' }, user: BUYER_SESSION }),
    '/api/user/accessToken': () => ({ token: FRESH_TOKEN, expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: BUYER_SESSION.id,
      name: BUYER_SESSION.name,
      email: BUYER_SESSION.email,
      photo: '',
      role: 'user',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    ...routes,
  });
}

/** One of the buyer's wish-list items, with its own id, listing id and title. */
export function makeWish(number: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  const suffix = String(number).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${suffix}`,
    propertyId: `11111111-1111-4111-8111-${suffix}`,
    propertyImage: `/uploads/seed/house-${number}.webp`,
    propertyTitle: `Wished Home ${number}`,
    propertyLocation: `${number} Lake Road, Dhaka 1212`,
    minPrice: 120000,
    maxPrice: 150000,
    agentImage: '/uploads/seed/avatar-nusrat.webp',
    agentName: 'Nusrat Jahan',
    agentEmail: 'nusrat@nestlane.test',
    propertyVerificationStatus: 'verified',
    wishedEmail: BUYER_SESSION.email,
    ...overrides,
  };
}

/** The API's refusal: `{statusCode, code, message}` with a person-readable message. */
export function refusal(status: number, message: string) {
  return jsonResponse({ statusCode: status, code: 'CONFLICT', message }, status);
}

type FetchCall = { method: string; path: string; search: string; body: RequestInit['body'] };

/** Every call the page made, with its method and body. */
export function listCalls(fetchMock: ReturnType<typeof stubApi>): FetchCall[] {
  // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body: init?.body };
  });
}
