import type { Offer } from '@nestlane/shared';
import { BUYER_SESSION } from '../../test/stub-session';

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
