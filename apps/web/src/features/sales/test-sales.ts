import type { Offer } from '@nestlane/shared';
import { AGENT_SESSION } from '../../test/stub-session';

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
