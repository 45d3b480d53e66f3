import { DEFAULT_PAGE_SIZE } from '@nestlane/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { searchProperties } from '../support/api';
import { DEMO_ACCOUNTS, signInAs } from '../support/auth';
import { expect, stubMapTiles, test } from '../support/fixtures';
import { holdAppScripts, waitForHydration } from '../support/hydration';

/**
 * Issue 24: React 19 takes over every server-rendered page as it is, in English and in Bangla, on a
 * desktop and on a phone (a layout that read the screen while rendering would differ there): no
 * hydration error, no error at all in the console, and the server's DOM kept rather than drawn again.
 */

/** Three of the search page's filters, by their URL names: with the demo data, cards below the fold too. */
const SEARCH_FILTERS = { listedFor: 'For Rent', sort: 'price-asc', minBedrooms: '2' };
const FILTERED_SEARCH = `/allProperties?${new URLSearchParams(SEARCH_FILTERS)}`;

type ServerPage = { name: string; findPath: (request: APIRequestContext) => Promise<string> };

async function findFirstListing(request: APIRequestContext) {
  const { properties } = await searchProperties(request, { limit: '1' });
  const property = properties[0];
  if (!property) throw new Error('the demo data has no verified property');
  return property;
}

const SERVER_PAGES: ServerPage[] = [
  { name: 'the home page', findPath: async () => '/' },
  { name: 'All Properties with filters', findPath: async () => FILTERED_SEARCH },
  {
    name: 'a property',
    findPath: async (request) => `/propertyDetail/${(await findFirstListing(request))._id}`,
  },
  {
    name: 'an agent',
    findPath: async (request) =>
      `/agentProfile/${encodeURIComponent((await findFirstListing(request)).agentEmail)}`,
  },
];

const LANGUAGES = [
  { name: 'English', browserLocale: 'en-US', lang: 'en' },
  { name: 'Bangla', browserLocale: 'bn-BD', lang: 'bn' },
] as const;

/** Every test runs on a desktop (desktop project) and on a 360 px phone (phone project, by its tag). */
const DEVICES = [
  { name: 'desktop', details: {} },
  { name: 'phone', details: { tag: '@phone' } },
] as const;

type HydrationReport = {
  /** Console errors and uncaught exceptions, from the first byte to the settled page. */
  problems: string[];
  /** Whether the server's <h1> is still the page's <h1>: React adopted it rather than drawing it again. */
  isHeadingKept: boolean;
};

/**
 * Opens a server-rendered page with the app's code held back, marks the server's DOM, then lets React
 * hydrate it and waits for the page to settle: the report says what went wrong on the way.
 */
async function openAndHydrate(page: Page, path: string): Promise<HydrationReport> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

  const releaseScripts = await holdAppScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  // The whole HTML is read, streamed parts in place; the app's module scripts wait for their code.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => {
    const root = document.getElementById('root');
    const heading = root?.querySelector('h1');
    if (!root || !heading) throw new Error('the server sent no <h1> in #root');
    (window as Window & { serverHeading?: Element }).serverHeading = heading;
    // React's own elements, not the resource hints and scripts that it streams beside them.
    (window as Window & { serverElements?: Element[] }).serverElements = [
      ...root.querySelectorAll(':not(link, script, template, style)'),
    ];
  });
  releaseScripts();
  await waitForHydration(page);
  const isHeadingKept = await page.evaluate(() => {
    const heading = (window as Window & { serverHeading?: Element }).serverHeading;
    return heading?.isConnected === true && document.querySelector('#root h1') === heading;
  });
  return { problems, isHeadingKept };
}

function expectCleanHydration(report: HydrationReport) {
  expect(report.problems).toEqual([]);
  expect(report.isHeadingKept, 'the server’s <h1> survived the hydration').toBe(true);
}

for (const device of DEVICES) {
  for (const language of LANGUAGES) {
    test.describe(`in ${language.name}`, () => {
      test.use({ locale: language.browserLocale });

      for (const serverPage of SERVER_PAGES) {
        test(
          `${serverPage.name} hydrates without an error or a redraw, ${device.name}`,
          device.details,
          async ({ page, request }) => {
            const report = await openAndHydrate(page, await serverPage.findPath(request));
            await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
            expectCleanHydration(report);
          },
        );
      }
    });
  }

  test(
    `a signed-in buyer's search hydrates, then Save search and the hearts work, ${device.name}`,
    device.details,
    async ({ page }) => {
      await signInAs(page, DEMO_ACCOUNTS.user);
      const report = await openAndHydrate(page, FILTERED_SEARCH);
      expectCleanHydration(report);
      // The server drew them disabled (it never knows the session); the signed-in state enables them.
      // A phone's Save search waits in the Filters sheet (issue 27), with the page's other controls.
      const filters = page.getByRole('main').getByRole('button', { name: /^Filters/ });
      if (device.name === 'phone') await filters.click();
      await expect(page.getByRole('button', { name: 'Save search' })).toBeEnabled();
      if (device.name === 'phone') await page.keyboard.press('Escape');
      const hearts = page.getByRole('button', { name: /^Save .+ to wishlist$/ });
      const { properties } = await searchProperties(page.request, {
        ...SEARCH_FILTERS,
        limit: String(DEFAULT_PAGE_SIZE),
      });
      await expect(hearts).toHaveCount(properties.length);
      for (const heart of await hearts.all()) await expect(heart).toBeEnabled();
    },
  );
}

test('the check fails when the server HTML and the first render differ (negative control)', async ({
  context,
}) => {
  // Its own page: the fixture's page fails any test with a console error, and this one must log one.
  const page = await context.newPage();
  await stubMapTiles(page);
  const heroTitle = 'Find the home that fits your next chapter';
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const root = html.indexOf('<div id="root">');
    // The heading's text in #root's markup, not in the state script that follows it.
    expect(html.indexOf(heroTitle, root)).toBeGreaterThan(root);
    expect(html.indexOf(heroTitle, root)).toBeLessThan(html.indexOf('id="nestlane-state"'));
    const changed = html.slice(0, root) + html.slice(root).replace(heroTitle, 'Not what React renders');
    // The body is decoded already: it goes back without the compressed one's headers.
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
    await route.fulfill({ response, headers, body: changed });
  });
  const report = await openAndHydrate(page, '/');
  expect(report.problems).toContainEqual(
    expect.stringMatching(/^console\.error: Hydration failed, React rendered in the browser instead:/),
  );
  expect(report.isHeadingKept).toBe(false);
  await page.close();
});
