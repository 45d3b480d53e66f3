import type { Property } from '@nestlane/shared';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from './auth';
import { test } from './fixtures';

/** Our API's mutating calls accept the session cookie from the app's own origin. */
export function sameOrigin(): Record<string, string> {
  return { origin: String(test.info().project.use.baseURL) };
}

export async function callApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: object,
) {
  const response = await request.fetch(`/api${path}`, { method, data, headers: sameOrigin() });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A verified listing of the signed-in agent, made through the API, for specs about what comes after. */
export async function createVerifiedListing(
  agent: APIRequestContext,
  admin: APIRequestContext,
  title: string,
  prices = { minPrice: 210000, maxPrice: 250000 },
  fields: object = {},
) {
  const id = await createPendingListing(agent, title, prices, fields);
  await callApi(admin, 'PATCH', `/updateStatus/${id}?status=verified`);
  return id;
}

/** A listing of the signed-in agent with an uploaded picture, waiting for an admin's verification. */
export async function createPendingListing(
  agent: APIRequestContext,
  title: string,
  prices = { minPrice: 210000, maxPrice: 250000 },
  fields: object = {},
) {
  const upload = await agent.post('/api/images', {
    headers: sameOrigin(),
    multipart: {
      image: {
        name: 'bedroom.webp',
        mimeType: 'image/webp',
        buffer: await (await agent.get('/images/take-a-look/bedroom.webp')).body(),
      },
    },
  });
  const picture = ((await upload.json()) as { data: { display_url: string } }).data.display_url;
  const { insertedId } = await callApi(agent, 'POST', '/addProperty', {
    propertyImage: picture,
    propertyTitle: title,
    description: 'Listed by the end-to-end tests.',
    ...prices,
    yearlyTax: 2,
    category: 'Condo',
    listedFor: 'For Sale',
    propertyLocation: 'Road 3, Savar, Dhaka',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Savar',
    latitude: '23.8583',
    longitude: '90.2667',
    propertySize: 1200,
    rooms: 4,
    bedRooms: 2,
    bathRooms: 2,
    builtYear: 2020,
    estimatedTaxes: 700,
    ...fields,
  });
  return insertedId as string;
}

/** A public listing of a demo agent: Rahim Uddin unless another email is given. */
export async function findAgentListing(
  request: APIRequestContext,
  agentEmail: string = DEMO_ACCOUNTS.agent.email,
): Promise<Property> {
  const response = await request.get(`/api/getAgentProperties/${encodeURIComponent(agentEmail)}`);
  const listings = (await response.json()) as Property[];
  const listing = listings.find((property) => property.propertyVerificationStatus === 'verified');
  if (!listing) throw new Error('the demo agent has no verified listing');
  return listing;
}
