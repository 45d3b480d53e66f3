import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, waitForSettledPage } from './fixtures';

/** The query of a search as the page's URL and the API both spell it (decision 026). */
export type SearchQuery = Record<string, string>;

/** The search page's own query, without the page's view (list or map), as an object to compare. */
export function readSearchQuery(page: Page): SearchQuery {
  const params = new URL(page.url()).searchParams;
  params.delete('view');
  return Object.fromEntries(params);
}

/** How many listings the map API puts on the map for a query. */
export async function countMapPoints(request: APIRequestContext, query: SearchQuery): Promise<number> {
  const response = await request.get(`/api/searchMap?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: unknown[] }).points.length;
}

/** The map of the search page, scrolled into view below the fixed navigation bar, once it has its homes. */
export async function showSearchMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: 'Search results on a map' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await waitForSettledPage(page);
  return map;
}

/**
 * How many homes the map draws: each listing's own marker ('<title>, For Rent, from ৳ 85,000 per month')
 * plus the count each cluster stands for.
 */
export async function countDrawnHomes(map: Locator): Promise<number> {
  const clusterCounts = await map
    .getByRole('button', { name: /^\d+ homes here, zoom in$/ })
    .evaluateAll((buttons) => buttons.map((button) => Number((button as HTMLElement).dataset.clusterCount)));
  const markers = await map.getByRole('button', { name: /^For (Rent|Sale), from / }).count();
  return clusterCounts.reduce((sum, count) => sum + count, 0) + markers;
}

/** Drags the map with the mouse by (dx, dy) pixels from its middle, as a person pans it. */
export async function panMap(page: Page, map: Locator, dx: number, dy: number) {
  const box = await map.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map has no box');
  const from = { x: box.x + box.width / 2, y: box.y + box.height * 0.6 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
  await page.mouse.up();
}

/** The four bounds "Search this area" put in the URL, checked to be a real box. */
export function readBoundsQuery(page: Page): SearchQuery {
  const params = new URL(page.url()).searchParams;
  const bounds = Object.fromEntries(
    (['north', 'south', 'east', 'west'] as const).map((name) => [name, params.get(name) ?? '']),
  );
  for (const value of Object.values(bounds)) expect(Number.isFinite(Number.parseFloat(value))).toBe(true);
  expect(Number(bounds.south)).toBeLessThan(Number(bounds.north));
  expect(Number(bounds.west)).toBeLessThan(Number(bounds.east));
  return bounds;
}
