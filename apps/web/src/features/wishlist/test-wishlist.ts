import type { WishlistItem } from '@nestlane/shared';
import { BUYER_SESSION } from '../../test/stub-session';

/** One of the buyer's wish-list items, with its own id, listing id and title. */
export function makeWish(number: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  const suffix = String(number).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${suffix}`,
    propertyId: `11111111-1111-4111-8111-${suffix}`,
    propertyImage: `/uploads/seed/house-${number}.webp`,
    propertyTitle: `Wished Home ${number}`,
    propertyTitleBn: '',
    propertyLocation: `${number} Lake Road, Dhaka 1212`,
    minPrice: 120000,
    maxPrice: 150000,
    agentImage: '/uploads/seed/avatar-nusrat.webp',
    agentName: 'Nusrat Jahan',
    agentEmail: 'nusrat@nestlane.test',
    propertyVerificationStatus: 'verified',
    marketState: 'available',
    wishedEmail: BUYER_SESSION.email,
    ...overrides,
  };
}
