import type { Offer } from '@nestlane/shared';
import { stubApi } from '../../test/api-stub';

export const BUYER_SESSION = {
  id: 'user-3',
  name: 'Rafi Ahmed',
  email: 'rafi@nestlane.test',
  image: null,
};

/** The buyer (role user) signed in (session, token and profile answered); `routes` answer the page's calls. */
export function stubBuyer(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-user' }, user: BUYER_SESSION }),
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
    ...routes,
  });
}

/** One of the buyer's offers, with its own id and title. */
export function makeOffer(number: number, overrides: Partial<Offer> = {}): Offer {
  const suffix = String(number).padStart(12, '0');
  return {
    _id: `22222222-2222-4222-8222-${suffix}`,
    propertyId: `11111111-1111-4111-8111-${suffix}`,
    propertyTitle: `Offered Home ${number}`,
    propertyLocation: `${number} Lake Road, Dhaka 1212`,
    propertyImage: `/uploads/seed/house-${number}.webp`,
    minPrice: 120000,
    maxPrice: 150000,
    offerredPriceRange: 125000,
    offerredDate: '2025-02-01',
    agentName: 'Nusrat Jahan',
    agentEmail: 'nusrat@nestlane.test',
    buyerName: BUYER_SESSION.name,
    buyerEmail: BUYER_SESSION.email,
    offerStatus: 'pending',
    transactionId: null,
    payment: null,
    offerDate: '2025-01-20T10:00:00.000Z',
    ...overrides,
  };
}
