import { type Locator, type Page, test as plainTest, type Response } from '@playwright/test';
import { searchProperties } from '../support/api';
import { expect, expectNoAxeViolations, test, waitForSettledPage } from '../support/fixtures';

type MapPoint = { id: string; lat: number; lng: number; minPrice: number; listedFor: string };
type SearchMapAnswer = { points: MapPoint[]; total: number; isCapped: boolean };
type Bounds = { north: number; south: number; east: number; west: number };

async function searchMap(page: Page, query: Record<string, string>): Promise<SearchMapAnswer> {
  const response = await page.request.get(`/api/searchMap?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchMapAnswer;
}

function mapRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Search results on a map' });
}

/** Markers of one listing ('For Rent, from ৳ 45,000 per month') and clusters ('12 homes here, zoom in'). */
function pointMarkers(map: Locator): Locator {
  return map.getByRole('button', { name: /^For (Rent|Sale), from / });
}

/** The listing a marker stands for (a point carries only its place and price): its id and title. */
async function listingOf(page: Page, marker: Locator, points: MapPoint[]) {
  const id = await marker.getAttribute('data-point-id');
  const point = points.find((candidate) => candidate.id === id);
  if (!point) throw new Error(`no point for the marker ${id}`);
  const response = await page.request.get(`/api/detailProperty/${point.id}`);
  expect(response.status()).toBe(200);
  const { propertyTitle } = (await response.json()) as { propertyTitle: string };
  return { ...point, title: propertyTitle };
}
function clusterMarkers(map: Locator): Locator {
  return map.getByRole('button', { name: /^\d+ homes here, zoom in$/ });
}

/** Every point is drawn once: as its own marker or inside a cluster's count. */
async function countDrawnHomes(map: Locator): Promise<number> {
  const clusterCounts = await clusterMarkers(map).evaluateAll((buttons) =>
    buttons.map((button) => Number((button as HTMLElement).dataset.clusterCount)),
  );
  return clusterCounts.reduce((sum, count) => sum + count, 0) + (await pointMarkers(map).count());
}

/**
 * The marker nearest the map's centre that is on top where it is drawn (price pills may overlap): the map's
 * own overlays (its count, "Search this area", the zoom buttons) sit at its edges, and the page's fixed
 * navigation bar may cover the map's top. Read once the markers stand still, and named by what it stands
 * for, so a redraw cannot swap it for another.
 */
async function nearestCentre(map: Locator, markers: Locator): Promise<Locator> {
  await waitForStillMarkers(map);
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const distances = await markers.evaluateAll(
    (buttons, point) =>
      buttons.map((button) => {
        const rect = button.getBoundingClientRect();
        const x = rect.x + rect.width / 2;
        const y = rect.y + rect.height / 2;
        const onTop = button.contains(document.elementFromPoint(x, y));
        return onTop ? Math.hypot(x - point.x, y - point.y) : Number.POSITIVE_INFINITY;
      }),
    centre,
  );
  const nearest = distances.indexOf(Math.min(...distances));
  expect(distances[nearest]).toBeLessThan(Number.POSITIVE_INFINITY);
  const marker = markers.nth(nearest);
  const pointId = await marker.getAttribute('data-point-id');
  return pointId ? map.locator(`[data-point-id="${pointId}"]`) : marker;
}

/** The markers drawn now: each point's id and each cluster's count, in order. */
function drawnMarkers(map: Locator): Promise<string> {
  return map
    .locator('[data-point-id], [data-cluster-count]')
    .evaluateAll((buttons) =>
      buttons
        .map(
          (button) => (button as HTMLElement).dataset.pointId ?? (button as HTMLElement).dataset.clusterCount,
        )
        .join(),
    );
}

/**
 * Waits until no zoom is running and every marker is where it was a frame before. Leaflet starts a zoom on
 * the frame after the click, so a settled page alone can be read before it moves.
 */
async function waitForStillMarkers(map: Locator) {
  await map.evaluate(async (region) => {
    const positions = () =>
      [...region.querySelectorAll('.leaflet-marker-icon')]
        .map((icon) => {
          const rect = icon.getBoundingClientRect();
          return `${rect.x},${rect.y}`;
        })
        .join(';');
    let previous: string | undefined;
    for (;;) {
      await new Promise(requestAnimationFrame);
      const current = positions();
      if (current === previous && region.querySelector('.leaflet-zoom-anim') === null) return;
      previous = current;
    }
  });
}

/** Opens the map in view, below the page's fixed navigation bar, once it has its results. */
async function openMap(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const map = mapRegion(page);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await waitForSettledPage(page);
  return map;
}

/** Presses the cluster nearest the map's centre (`press`: a click, or Enter on it) and waits for it to split. */
async function zoomIntoCluster(page: Page, map: Locator, press: (cluster: Locator) => Promise<void>) {
  expect(await clusterMarkers(map).count()).toBeGreaterThan(0);
  const before = await drawnMarkers(map);
  await press(await nearestCentre(map, clusterMarkers(map)));
  // The cluster splits once the zoom has run: wait for that, not only for a quiet page.
  await expect.poll(() => drawnMarkers(map), { timeout: 0 }).not.toBe(before);
  await waitForSettledPage(page);
}

/** Presses clusters (the one nearest the centre each time) until a listing stands alone. */
async function zoomToAListing(page: Page, map: Locator): Promise<Locator> {
  while ((await pointMarkers(map).count()) === 0) {
    await zoomIntoCluster(page, map, (cluster) => cluster.click());
  }
  return nearestCentre(map, pointMarkers(map));
}

/** Whether a loaded script or style sheet holds the map's code: Leaflet's own class names, the clustering's API. */
function isMapCode(source: string): boolean {
  return source.includes('leaflet-container') || source.includes('getClusterExpansionZoom');
}

/** Watches the page's scripts and style sheets, and says which of them carried map code. */
function watchMapCode(page: Page) {
  const mapAssets: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
    reads.push(
      response
        .text()
        .then((source) => {
          if (isMapCode(source)) mapAssets.push(new URL(response.url()).pathname);
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(reads);
    return [...mapAssets];
  };
}

function readBounds(url: string): Bounds {
  const params = new URL(url).searchParams;
  return {
    north: Number(params.get('north')),
    south: Number(params.get('south')),
    east: Number(params.get('east')),
    west: Number(params.get('west')),
  };
}

/** Drags the map sideways with the mouse, as a person pans it. */
async function dragMap(page: Page, map: Locator, dx: number, dy: number) {
  const box = await map.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.6;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test('the map code loads only when the map is opened', async ({ page }) => {
  const readMapAssets = watchMapCode(page);
  await page.goto('/allProperties');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await waitForSettledPage(page);
  expect(await readMapAssets()).toEqual([]);

  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible();
  await waitForSettledPage(page);
  const loaded = await readMapAssets();
  expect(loaded.some((path) => path.endsWith('.js'))).toBe(true);
  expect(loaded.some((path) => path.endsWith('.css'))).toBe(true);
});

test('the map’s code comes with react-leaflet’s notice and the address of its licence, which answers', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await openMap(page, '/allProperties?view=map');
  const notices = (await Promise.all(scripts))
    .map((source) =>
      /\/\*! react-leaflet [^*]*Paul Le Cam[^*]*Hippocratic License 2\.1: (\S+) \*\//.exec(source),
    )
    .filter((match) => match !== null);
  expect(notices.length, 'a loaded script carries the notice').toBeGreaterThan(0);
  const licence = await page.request.get(notices[0]?.[1] ?? '');
  expect(licence.status()).toBe(200);
  expect(await licence.text()).toContain('react-leaflet Copyright 2020 Paul Le Cam and contributors');
});

test('every result is on the map; a cluster zooms in, a marker opens its card and the card its page', async ({
  page,
}) => {
  const expected = await searchMap(page, {});
  expect(expected.points.length).toBeGreaterThan(1);
  const map = await openMap(page, '/allProperties?view=map');
  await expect(map).toContainText(`${expected.points.length} homes on the map`);
  expect(await countDrawnHomes(map)).toBe(expected.points.length);
  await expectNoAxeViolations(page);

  const marker = await zoomToAListing(page, map);
  const point = await listingOf(page, marker, expected.points);
  await marker.click();
  const card = map.getByRole('article', { name: point.title });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(`/propertyDetail/${point.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(point.title);
});

test('a marker is reached and opened with the keyboard, and Escape closes its card', async ({ page }) => {
  const rentals = await searchMap(page, { listedFor: 'For Rent' });
  const map = await openMap(page, '/allProperties?view=map&listedFor=For+Rent');
  // Clusters and markers are buttons: Enter on a cluster zooms in, and focus stays on the map to go on.
  while ((await pointMarkers(map).count()) === 0) {
    await zoomIntoCluster(page, map, async (cluster) => {
      await cluster.focus();
      await page.keyboard.press('Enter');
    });
  }
  const marker = await nearestCentre(map, pointMarkers(map));
  const point = await listingOf(page, marker, rentals.points);
  await marker.focus();
  await page.keyboard.press('Enter');
  const card = map.getByRole('article', { name: point.title });
  await expect(card).toBeFocused();
  await expect(card).toContainText('/month');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: 'View Detail' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(map.locator(`[data-point-id="${point.id}"]`)).toBeFocused();
});

test('moving the map offers "Search this area", which keeps only the homes inside', async ({
  page,
  request,
}) => {
  const everywhere = await searchMap(page, {});
  const map = await openMap(page, '/allProperties?view=map');
  const searchArea = map.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeHidden();

  // Zoom in twice and pan: the view now holds only part of the country's listings.
  for (const _ of [1, 2]) {
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await waitForSettledPage(page);
  }
  await dragMap(page, map, -120, 40);
  await waitForSettledPage(page);
  await searchArea.click();
  await expect(page).toHaveURL(/north=/);
  const bounds = readBounds(page.url());
  for (const value of Object.values(bounds)) expect(Number.isFinite(value)).toBe(true);
  expect(bounds.south).toBeLessThan(bounds.north);
  expect(bounds.west).toBeLessThan(bounds.east);
  const boundsQuery = {
    north: String(bounds.north),
    south: String(bounds.south),
    east: String(bounds.east),
    west: String(bounds.west),
  };

  const inside = await searchMap(page, boundsQuery);
  expect(inside.points.length).toBeGreaterThan(0);
  expect(inside.points.length).toBeLessThan(everywhere.points.length);
  const isInside = (point: MapPoint) =>
    point.lat >= bounds.south &&
    point.lat <= bounds.north &&
    point.lng >= bounds.west &&
    point.lng <= bounds.east;
  expect(inside.points.every(isInside)).toBe(true);
  expect(
    everywhere.points
      .filter(isInside)
      .map((point) => point.id)
      .sort(),
  ).toEqual(inside.points.map((point) => point.id).sort());

  await waitForSettledPage(page);
  await expect(map).toContainText(`${inside.points.length} homes on the map`);
  expect(await countDrawnHomes(map)).toBe(inside.points.length);
  await expect(searchArea).toBeHidden();

  // The list shows the same area: the API's list with these bounds.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/north=/);
  const expectedList = await searchProperties(request, boundsQuery);
  expect(expectedList.total).toBe(inside.points.length);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
    expectedList.properties.map((property) => property.propertyTitle),
  );
});

test('the map fits a 360 px phone and stays accessible @phone', async ({ page }) => {
  const map = await openMap(page, '/allProperties?view=map');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(300);
  expect(box.height).toBeLessThanOrEqual(760 - 72);
  await expectNoAxeViolations(page);
  await (await zoomToAListing(page, map)).click();
  const card = map.getByRole('article');
  await expect(card).toBeVisible();
  const cardBox = await card.boundingBox();
  expect((cardBox?.x ?? 0) + (cardBox?.width ?? 999)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

// Without the fixture's console check: a tile server that cannot be reached logs each failed tile, which is
// the point of this test. It checks that those are the only errors.
plainTest('with the tile server unreachable the markers, clusters and cards still work', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let failedTiles = 0;
  await page.route('https://tiles.test/**', (route) => {
    failedTiles += 1;
    return route.abort('internetdisconnected');
  });
  const expected = await searchMap(page, {});
  const map = await openMap(page, '/allProperties?view=map');
  await expect(map).toContainText(`${expected.points.length} homes on the map`);
  expect(await countDrawnHomes(map)).toBe(expected.points.length);
  await (await zoomToAListing(page, map)).click();
  await expect(map.getByRole('article')).toBeVisible();
  expect(failedTiles).toBeGreaterThan(0);
  expect(errors.filter((text) => !text.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
