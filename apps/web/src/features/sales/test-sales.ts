import type { Offer } from '@nestlane/shared';
import { jsonResponse, stubApi } from '../../test/api-stub';

export const AGENT_SESSION = {
  id: 'agent-7',
  name: 'Nusrat Jahan',
  email: 'nusrat@nestlane.test',
  image: null,
};

/** The agent signed in (session, token and profile answered); `routes` answer the page's own calls. */
export function stubAgent(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-agent' }, user: AGENT_SESSION }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: AGENT_SESSION.id,
      name: AGENT_SESSION.name,
      email: AGENT_SESSION.email,
      photo: '',
      role: 'agent',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    ...routes,
  });
}

/** An offer on one of the agent's listings, with its own id, listing and buyer. */
export function makeOffer(number: number, overrides: Partial<Offer> = {}): Offer {
  return {
    _id: `00000000-0000-4000-9000-${String(number).padStart(12, '0')}`,
    propertyId: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    propertyTitle: `Listing ${number}`,
    propertyLocation: `${number} Lake Road, Dhaka`,
    propertyImage: `/uploads/seed/house-${number}.webp`,
    minPrice: 100000,
    maxPrice: 200000,
    offerredPriceRange: 150000,
    offerredDate: '2025-03-01',
    agentName: AGENT_SESSION.name,
    agentEmail: AGENT_SESSION.email,
    buyerName: `Buyer ${number}`,
    buyerEmail: `buyer${number}@example.com`,
    offerStatus: 'pending',
    transactionId: null,
    payment: null,
    offerDate: '2025-02-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A list as the API answers it, with headers such as X-Total-Count. */
export function listResponse(offers: Offer[], headers: Record<string, number> = {}) {
  return jsonResponse(
    offers,
    200,
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  );
}

/** The API's refusal: `{statusCode, code, message}` with a person-readable message. */
export function refusal(status: number, message: string) {
  return jsonResponse({ statusCode: status, code: 'CONFLICT', message }, status);
}
