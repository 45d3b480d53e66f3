/**
 * Map bounds through the grid cells (migration 0013, decision 024): a box of up to MAX_BOX_CELLS
 * cells is also tested against its cells, so every listing inside it must lie in one of them —
 * on a cell's edge, on the box's edge, south or west of the equator and the meridian — and a box
 * of more cells must find the same listings by its ranges alone.
 */
import { searchMapResponseSchema } from '@nestlane/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { MAX_BOX_CELLS } from '../src/modules/properties/grid-cells';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { searchTitles as listTitles } from './helpers/search';

let testApp: TestApp;
const searchTitles = async (query: string) => (await listTitles(testApp, query)).sort();
const box = (north: number, south: number, east: number, west: number) =>
  `north=${north}&south=${south}&east=${east}&west=${west}`;

const places: [title: string, latitude: string, longitude: string][] = [
  ['On A Cell Corner', '23.7', '90.3'],
  ['Just Below The Corner', '23.69999999', '90.29999999'],
  ['Inside The Cell', '23.75', '90.35'],
  ['Sydney Flat', '-33.8651', '151.2099'],
  ['New York Flat', '40.7128', '-74.0060'],
  ['Spaced Coordinates', ' +23.72 ', ' 90.31 '],
  ['Lower West Cell', '23.66', '90.28'],
];

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  for (const [index, [title, latitude, longitude]] of places.entries()) {
    await createProperty(db, agent, { title, latitude, longitude, addedAt: minutesAgo(index + 1) });
  }
  await createProperty(db, agent, {
    title: 'Degrees And Minutes',
    latitude: '23°42′N',
    longitude: '90°18′E',
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('bounds through grid cells', () => {
  it('finds a listing on a cell corner from a box starting there and a box ending there', async () => {
    expect(await searchTitles(box(23.75, 23.7, 90.35, 90.3))).toEqual([
      'Inside The Cell',
      'On A Cell Corner',
      'Spaced Coordinates',
    ]);
    expect(await searchTitles(box(23.7, 23.6, 90.3, 90.2))).toEqual([
      'Just Below The Corner',
      'Lower West Cell',
      'On A Cell Corner',
    ]);
    expect(await searchTitles(box(23.69999999, 23.6, 90.29999999, 90.2))).toEqual([
      'Just Below The Corner',
      'Lower West Cell',
    ]);
  });

  it('finds a listing in the lowest, westmost cell of a box that starts inside that cell', async () => {
    expect(await searchTitles(box(23.75, 23.65, 90.35, 90.25))).toEqual([
      'Inside The Cell',
      'Just Below The Corner',
      'Lower West Cell',
      'On A Cell Corner',
      'Spaced Coordinates',
    ]);
  });

  it('finds listings south of the equator and west of the meridian, and nothing in an empty box', async () => {
    expect(await searchTitles(box(-33.8, -33.9, 151.3, 151.2))).toEqual(['Sydney Flat']);
    expect(await searchTitles(box(40.8, 40.7, -74.0, -74.1))).toEqual(['New York Flat']);
    expect(await searchTitles(box(-33.8652, -33.87, 151.3, 151.2))).toEqual([]);
    expect(await searchTitles(box(23.88, 23.7, 91.9, 91.7))).toEqual([]);
  });

  it('finds the same listings by ranges alone in a box of more than MAX_BOX_CELLS cells', async () => {
    const wide = box(23.8, 23.6, 90.3 + MAX_BOX_CELLS / 10, 90.2);
    expect(await searchTitles(wide)).toEqual([
      'Inside The Cell',
      'Just Below The Corner',
      'Lower West Cell',
      'On A Cell Corner',
      'Spaced Coordinates',
    ]);
    expect(await searchTitles(box(90, -90, 180, -180))).toHaveLength(places.length);
  });

  it('shows the same points on the map, and none for coordinates that are not decimal degrees', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/searchMap?${box(23.75, 23.6, 90.35, 90.2)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    // A point carries its id, place and price only: its title is the listing's.
    const ids = searchMapResponseSchema.parse(response.json()).points.map((point) => point.id);
    const rows = await testApp.app.db
      .select({ title: properties.title })
      .from(properties)
      .where(inArray(properties.id, ids));
    const titles = rows.map((row) => row.title);
    expect(ids).toHaveLength(5);
    expect(titles.sort()).toEqual([
      'Inside The Cell',
      'Just Below The Corner',
      'Lower West Cell',
      'On A Cell Corner',
      'Spaced Coordinates',
    ]);
    expect(await searchTitles('search=Degrees')).toEqual(['Degrees And Minutes']);
  });
});
