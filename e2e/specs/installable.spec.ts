/**
 * The installable app (issue 27, decision 056): the manifest is linked and complete, its icons load, the
 * service worker takes control; a listing the person opened reads again offline, with the offline banner,
 * and a message sent offline fails where it was written, never queued, and in a toast: the visit's first,
 * whose code the worker precached. Back online, the banner goes.
 */
import { formatTakaRange } from '@nestlane/shared';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { findAgentListing } from '../support/listings';

// Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE =
  'You are offline. Listings you opened before can still be read; nothing is sent until you are back online.';
const UNREACHABLE =
  'Nestlane could not be reached. Check your connection and try again; what you typed is still here.';

type WebAppManifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Whether the worker kept the listing: its page, its data and at least one of its pictures. */
function isListingKept(page: Page, listingId: string) {
  return page.evaluate(async (id) => {
    const [pages, data, pictures] = await Promise.all(
      ['nestlane-listing-pages', 'nestlane-listing-data', 'nestlane-listing-pictures'].map((name) =>
        caches.open(name),
      ),
    );
    // As the worker matches them: by URL, whatever the answer varies on.
    const hasPage = (await pages?.match(`/propertyDetail/${id}`, { ignoreVary: true })) !== undefined;
    const hasData = (await data?.match(`/api/detailProperty/${id}`, { ignoreVary: true })) !== undefined;
    const pictureCount = (await pictures?.keys())?.length ?? 0;
    return hasPage && hasData && pictureCount > 0;
  }, listingId);
}

test('installs, keeps an opened listing to read offline with a banner, and fails a write offline in place', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const listing = await findAgentListing(request);
  // Signed up without the form, so no toast is raised online: the first one comes offline, below.
  const account = createAccount('Installed');
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(signedUp.status()).toBe(200);
  await page.goto('/');

  // Installable: a linked, complete manifest whose icons load.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestUrl ?? '');
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    short_name: 'Nestlane',
    start_url: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: '#ff5b22',
    background_color: '#ffffff',
  });
  expect(manifest.name).toContain('Nestlane');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // The worker registers after load and takes control of the open page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);

  // The person opens a listing: the worker keeps it.
  await page.goto(`/propertyDetail/${listing._id}`);
  const price = formatTakaRange(listing.minPrice, listing.maxPrice, 'en');
  const box = page.getByRole('complementary', { name: 'Price and agent' });
  await expect(page.getByRole('heading', { level: 1, name: listing.propertyTitle })).toBeVisible();
  await expect(box).toContainText(price);
  const message = box.getByRole('textbox', { name: 'Message to the agent' });
  await expect(message).toBeVisible();
  await expect.poll(() => isListingKept(page, listing._id)).toBe(true);

  // Offline: the banner says so, and a message fails where it was written, still there.
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(banner).toBeVisible();
  await message.fill(`Is ${listing.propertyTitle} still available?`);
  await box.getByRole('button', { name: 'Send Message' }).click();
  // In a toast (react-hot-toast's, read out politely; the stand-in notice would be an alert), with no
  // failed load of the toaster's code: the worker precached it.
  await expect(page.getByRole('status').filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(box.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(message).toHaveValue(`Is ${listing.propertyTitle} still available?`);

  // Opened again offline, the listing reads as it was: title, price and a picture, under the banner.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.propertyTitle })).toBeVisible();
  await expect(box).toContainText(price);
  await expect(banner).toBeVisible();
  await expect(page.locator('main img[src^="/uploads/"]').first()).toHaveJSProperty('complete', true);
  expect(
    await page
      .locator('main img[src^="/uploads/"]')
      .first()
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
