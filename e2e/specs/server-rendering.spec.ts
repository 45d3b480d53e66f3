import type { Property } from '@nestlane/shared';
import { searchProperties } from '../support/api';
import { expect, test, waitForSettledPage } from '../support/fixtures';
import { holdAppScripts } from '../support/hydration';

/**
 * Issue 13: the public pages arrive rendered, with their data, title and share tags, for a reader without
 * JavaScript, a search engine or a chat app's link preview; then the browser takes over the same DOM.
 */
async function firstListing(request: Parameters<typeof searchProperties>[0]): Promise<Property> {
  const { properties } = await searchProperties(request, { limit: '1' });
  const property = properties[0];
  if (!property) throw new Error('the demo data has no verified property');
  return property;
}

function readMeta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}

function readJsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  );
}

test('each public page is in the HTML with its title, main content and share tags', async ({
  request,
  baseURL,
}) => {
  const property = await firstListing(request);

  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const homeHtml = await home.text();
  expect(homeHtml).toContain('<title>Nestlane || Home</title>');
  expect(homeHtml).toMatch(/<h1[^>]*>/);
  expect(readMeta(homeHtml, 'property', 'og:title')).toBeTruthy();
  expect(homeHtml).toContain(`<link rel="canonical" href="${baseURL}/">`);

  const listing = await request.get(`/propertyDetail/${property._id}`);
  expect(listing.status()).toBe(200);
  const listingHtml = await listing.text();
  expect(listingHtml).toContain(`<title>Nestlane || ${property.propertyTitle}</title>`);
  expect(listingHtml).toContain(property.propertyTitle);
  expect(listingHtml).toContain(property.description.slice(0, 40));
  expect(readMeta(listingHtml, 'property', 'og:url')).toBe(`${baseURL}/propertyDetail/${property._id}`);
  expect(readMeta(listingHtml, 'property', 'og:image')).toMatch(/^http.*\/uploads\/.*\.webp$/);
  expect(readMeta(listingHtml, 'name', 'twitter:card')).toBe('summary_large_image');
  const listingLd = readJsonLd(listingHtml);
  expect(JSON.stringify(listingLd)).toContain(property.propertyTitle);
  expect(JSON.stringify(listingLd)).toContain('"priceCurrency"');

  const agentPath = `/agentProfile/${encodeURIComponent(property.agentEmail)}`;
  const agentHtml = await (await request.get(agentPath)).text();
  expect(agentHtml).toContain(`<title>Nestlane || ${property.agentName}</title>`);
  expect(readMeta(agentHtml, 'property', 'og:title')).toContain(property.agentName);
  expect(agentHtml).toContain(property.propertyTitle);

  const search = await request.get('/allProperties?listedFor=For%20Rent');
  const searchHtml = await search.text();
  expect(searchHtml).toMatch(/<title>Nestlane \|\| All Property[^<]*<\/title>/);
  const { properties: rents } = await searchProperties(request, { listedFor: 'For Rent' });
  expect(rents.length).toBeGreaterThan(0);
  for (const rent of rents) expect(searchHtml).toContain(rent.propertyTitle.replace(/&/g, '&amp;'));
});

test('an unknown listing is a 404 with the not-found page in the HTML', async ({ request }) => {
  const response = await request.get('/propertyDetail/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('noindex');
  expect(html).toMatch(/Page not found|not found/i);
});

test('without JavaScript a listing still reads in the browser', async ({ browser, request }) => {
  const property = await firstListing(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/propertyDetail/${property._id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.propertyTitle })).toBeVisible();
  await expect(page.getByText(property.description)).toBeVisible();
  await expect(page).toHaveTitle(`Nestlane || ${property.propertyTitle}`);
  await context.close();
});

test('the browser takes over the server’s DOM without drawing it again, then navigates in place', async ({
  page,
  request,
}) => {
  const property = await firstListing(request);
  // Hold the app's code until the server's page is marked, then let it hydrate.
  const releaseScripts = await holdAppScripts(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  // The view's beacon leaves from an effect once the page is alive, and may reach Playwright after the
  // page looks settled: the check below waits for it.
  const viewCounted = page.waitForRequest((request) =>
    request.url().endsWith(`/api/propertyView/${property._id}`),
  );
  await page.goto(`/propertyDetail/${property._id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: property.propertyTitle });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => {
    (element as HTMLElement & { serverMark?: boolean }).serverMark = true;
    (window as Window & { serverPage?: boolean }).serverPage = true;
  });
  releaseScripts();
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  expect(
    await heading.evaluate((element) => (element as HTMLElement & { serverMark?: boolean }).serverMark),
  ).toBe(true);
  // The data came in the page: the browser asks only for the session, not for the listing, its reviews or the
  // site's settings (the Demo badge is in the HTML). It sends one thing: the view, counted once the page is
  // alive (decision 039).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(/^Demo/).first()).toBeVisible();
  await viewCounted;
  await waitForSettledPage(page);
  expect(apiCalls.filter((path) => !path.startsWith('/api/auth/'))).toEqual([
    `/api/propertyView/${property._id}`,
  ]);
  // The page works: its agent link moves in the browser, without loading a new document.
  await page.getByRole('link', { name: property.agentName }).first().click();
  await expect(page).toHaveURL(`/agentProfile/${encodeURIComponent(property.agentEmail)}`);
  await expect(page.getByRole('heading', { level: 1, name: property.agentName })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { serverPage?: boolean }).serverPage)).toBe(true);
});

type Tag = Record<string, string>;

/** The page's `<img>` or `<link>` tags, each as its attributes (names in lower case, values decoded). */
function readTags(html: string, name: 'img' | 'link'): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        (key ?? '').toLowerCase(),
        (value ?? '')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

/**
 * The picture each image preload fetches, matched to the <img> that shows it: the same file, or the same
 * srcset and sizes (the same candidate at the same width), with the <img>'s own priority. `undefined`
 * marks a preload of a picture no <img> of the page shows so: a download for nothing, or twice.
 */
function matchImagePreloads(html: string): Array<{ preload: Tag; img: Tag | undefined }> {
  const imgs = readTags(html, 'img');
  return readTags(html, 'link')
    .filter((link) => link.rel === 'preload' && link.as === 'image')
    .map((preload) => ({
      preload,
      img: imgs.find((img) =>
        preload.imagesrcset === undefined
          ? img.srcset === undefined && img.src === preload.href
          : img.srcset === preload.imagesrcset && img.sizes === preload.imagesizes,
      ),
    }));
}

async function readHtml(request: Parameters<typeof searchProperties>[0], path: string): Promise<string> {
  return (await request.get(path)).text();
}

test('every picture preloaded is one the page shows, at its size; its largest one is an <img> in the HTML', async ({
  request,
}) => {
  const property = await firstListing(request);
  const homeHtml = await readHtml(request, '/');
  const listingHtml = await readHtml(request, `/propertyDetail/${property._id}`);
  const otherHtml = [
    await readHtml(request, `/agentProfile/${encodeURIComponent(property.agentEmail)}`),
    await readHtml(request, '/allProperties?listedFor=For%20Rent'),
  ];
  // React's renderer preloads the shell's eager pictures, the high-priority ones marked so: each one must be
  // an <img> of this very HTML, fetched the same way.
  for (const html of [homeHtml, listingHtml, ...otherHtml]) {
    for (const { preload, img } of matchImagePreloads(html)) {
      expect(img, `${JSON.stringify(preload)} is the picture of an <img>`).toBeDefined();
      if (img?.fetchpriority === 'high') expect(preload.fetchpriority).toBe('high');
    }
  }
  const isHighPriorityImg = (html: string, src: string) =>
    readTags(html, 'img').some((img) => img.src === src && img.fetchpriority === 'high');
  expect(isHighPriorityImg(homeHtml, '/images/hero.webp')).toBe(true);
  expect(isHighPriorityImg(listingHtml, property.propertyImage)).toBe(true);
  expect(matchImagePreloads(listingHtml).some(({ img }) => img?.src === property.propertyImage)).toBe(true);
  // The shell of the other pages preloads no picture (index.html used to preload the home's hero).
  expect(matchImagePreloads(await readHtml(request, '/signIn'))).toEqual([]);
});
