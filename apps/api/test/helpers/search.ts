import { type Property, propertyListSchema } from '@nestlane/shared';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { properties } from '../../src/db/schema';
import { selectPropertiesWithAgent, toPropertyJson } from '../../src/modules/properties/public-property';
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

/**
 * The listings of `ids`, in that order, as the detail and the other public calls write them: Drizzle's
 * row and `toPropertyJson`, the reference the search's JSON written by PostgreSQL must equal.
 */
export async function readPublicProperties(db: Database, ids: readonly string[]): Promise<Property[]> {
  const rows = await selectPropertiesWithAgent(db).where(inArray(properties.id, [...ids]));
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`listing ${id} not found`);
    return toPropertyJson(row);
  });
}
