import { NO_LISTING_FACTS, type Property, type PublicAgent, type Review } from '@nestlane/shared';
import { vi } from 'vitest';

type Handler = (url: URL) => Response | Promise<Response> | unknown;

/** The answers a test gives, by path: a Response, or a body answered as JSON with 200. */
export type ApiRoutes = Record<string, Handler>;

/**
 * Stubs globalThis.fetch for the API calls a test expects. Unknown calls answer 404 the way the
 * API does, so a missing stub shows up as a visible failure instead of a hang.
 */
export function stubApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = routes[url.pathname];
    if (!handler) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    const answer = await handler(url);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A list as the API answers it, with count headers such as X-Total-Count. */
export function countedResponse(rows: unknown[], headers: Record<string, number> = {}): Response {
  return jsonResponse(
    rows,
    200,
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  );
}

const ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/** The API's refusal: `{statusCode, code, message}` with a person-readable message. */
export function refusal(status: number, message: string): Response {
  return jsonResponse({ statusCode: status, code: ERROR_CODES[status] ?? 'INTERNAL_ERROR', message }, status);
}

/** A promise the test settles when it chooses, to see the page while a call is under way. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The URLs fetch was called with, as URL objects. */
export function calledUrls(fetchMock: ReturnType<typeof stubApi>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    _id: '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
    propertyImage: '/uploads/seed/house-1.webp',
    propertyTitle: 'Lakeside Family Home',
    propertyLocation: '12 Gulshan Avenue, Dhaka 1212',
    minPrice: 120000,
    maxPrice: 150000,
    propertyVerificationStatus: 'verified',
    agentName: 'Nusrat Jahan',
    agentEmail: 'nusrat@nestlane.test',
    agentImage: '/uploads/seed/avatar-nusrat.webp',
    interiorFacilities: ['Gym', 'Fireplace'],
    outdoorFacilities: ['Pool'],
    otherFacilities: ['WiFi'],
    bedRooms: 4,
    bathRooms: 3,
    rooms: 7,
    builtYear: 2015,
    associationFee: 200,
    yearlyTax: 1500,
    estimatedTaxes: 1800,
    propertySize: 2400,
    upozila: 'Gulshan',
    district: 'Dhaka',
    division: 'Dhaka',
    area: '',
    locality: '',
    listedFor: 'For Sale',
    category: 'Single Family House',
    longitude: '90.4152',
    latitude: '23.7925',
    addedDate: '2025-01-10T08:00:00.000Z',
    updatedDate: '2025-01-12T08:00:00.000Z',
    description: 'A bright family home beside the lake.',
    propertyTitleBn: '',
    descriptionBn: '',
    advertiseStatus: 'advertise',
    marketState: 'available',
    priceReducedAt: null,
    ...NO_LISTING_FACTS,
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'b2b1f0a3-5c4d-4e6f-8a9b-0c1d2e3f4a5b',
    reviewerPhoto: '/uploads/seed/avatar-rafi.webp',
    reviewerName: 'Rafi Ahmed',
    reviewDate: '2025-01-15T10:00:00.000Z',
    review: 'Smooth visit and an honest agent.',
    propertyTitle: 'Lakeside Family Home',
    agentName: 'Nusrat Jahan',
    propertyId: '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
    ...overrides,
  };
}

export function makeAgent(overrides: Partial<PublicAgent> = {}): PublicAgent {
  return {
    _id: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
    name: 'Nusrat Jahan',
    email: 'nusrat@nestlane.test',
    photo: '/uploads/seed/avatar-nusrat.webp',
    role: 'agent',
    creationDate: 'Tue Jan 02 2024',
    ...overrides,
  };
}
