import type { Property } from '@nestlane/shared';
import { makeProperty } from '../../test/api-stub';

/** A listing with its own id, title and agent, so rows can be told apart. */
export function makeListing(number: number, overrides: Partial<Property> = {}): Property {
  return makeProperty({
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    propertyTitle: `Listing ${number}`,
    propertyLocation: `${number} Lake Road, Dhaka`,
    agentName: `Agent ${number}`,
    agentEmail: `agent${number}@example.com`,
    minPrice: number * 1000,
    maxPrice: number * 2000,
    ...overrides,
  });
}
