import { propertyListSchema } from '@nestlane/shared';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';

/** GET /api/getVerifiedProperties with a query string as a visitor types it. */
export function searchProperties(testApp: TestApp, query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/getVerifiedProperties?${query}` });
}

/** The titles of the page a search answers, which must be a 200. */
export async function searchTitles(testApp: TestApp, query: string): Promise<string[]> {
  const response = await searchProperties(testApp, query);
  expect(response.statusCode, response.body).toBe(200);
  return propertyListSchema.parse(response.json()).map((property) => property.propertyTitle);
}
