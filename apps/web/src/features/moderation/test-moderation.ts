import type { Property } from '@nestlane/shared';
import { jsonResponse, makeProperty } from '../../test/api-stub';

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

/** A page of an admin list as the API answers it: the rows plus the count headers. */
export function pageResponse(properties: Property[], headers: Record<string, number>) {
  return jsonResponse(
    properties,
    200,
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  );
}

/** The API's refusal: `{statusCode, code, message}` with a person-readable message. */
export function refusal(status: number, message: string) {
  return jsonResponse({ statusCode: status, code: 'CONFLICT', message }, status);
}
