import { SESSION_KEYS } from '@nestlane/shared';
import type { Page } from '@playwright/test';
import { searchProperties } from '../support/api';
import { expect, expectNoAxeViolations, test, waitForSettledPage } from '../support/fixtures';

// Each test walks a whole page in the browser (the first one all five sections, then axe): on a loaded
// 2-core machine that alone outlasts the default 45 s. Every wait inside is for what the page does.
test.describe.configure({ timeout: 90_000 });

/**
 * Turns the wheel one notch (600 px) and waits until the page has stopped scrolling and drawn it, as a
 * reader's eyes would. `mouse.wheel` does not wait for the scroll: notches sent back to back on a busy
 * machine were scrolled between two frames, and a section jumped over never saw itself come near.
 */
async function wheelDownOneNotch(page: Page) {
  await page.mouse.wheel(0, 600);
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let position = -1;
    while (window.scrollY !== position) {
      position = window.scrollY;
      await nextFrame();
    }
  });
}

test('the home page shows its five sections in order and no accessibility violations', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await waitForSettledPage(page);
  await expect(page).toHaveTitle('Nestlane || Home');

  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.filter({ hasText: 'Best For You' })).toBeVisible();
  // Sections below the fold load as they come near: scroll through the page, then let them load.
  for (let step = 0; step < 12; step++) await wheelDownOneNotch(page);
  await waitForSettledPage(page);
  await expect(headings.filter({ hasText: 'Client Review' })).toBeAttached();
  await expect(headings.filter({ hasText: 'Take A Look' })).toBeAttached();
  const order = await headings.allTextContents();
  const indexOf = (text: string) => order.findIndex((h) => h.includes(text));
  expect(indexOf('Best For You')).toBeGreaterThanOrEqual(0);
  expect(indexOf('Best For You')).toBeLessThan(indexOf('Client Review'));
  expect(indexOf('Client Review')).toBeLessThan(indexOf('Take A Look'));
  await expect(page.getByText('Checkout Out Best Collection')).toBeVisible();

  // 'Best For You' lists exactly the advertised properties.
  const advertised = (await (await request.get('/api/getAdvertiseProperty')).json()) as {
    propertyTitle: string;
  }[];
  expect(advertised.length).toBeGreaterThan(0);
  const bestForYou = page.locator('section', { has: page.getByRole('heading', { name: 'Best For You' }) });
  await expect(bestForYou.getByRole('article')).toHaveCount(advertised.length);
  for (const property of advertised) {
    await expect(bestForYou.getByRole('heading', { name: property.propertyTitle })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'See All ProperTies' })).toHaveAttribute(
    'href',
    '/allProperties',
  );

  await page.getByRole('heading', { name: 'Client Review' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('See Our Client Latest Review')).toBeVisible();
  await page.getByRole('heading', { name: 'Take A Look' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('See Some Of Our Properties Inside')).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByText(/2023/)).toBeVisible();

  await expectNoAxeViolations(page);
});

test('the home search hands its choices to the search page, which shows the matching listings', async ({
  page,
  request,
}) => {
  const { properties } = await searchProperties(request, { limit: '1', priceSort: 'asc' });
  const word = properties[0]?.propertyTitle.split(' ')[0] ?? '';
  const expected = await searchProperties(request, { search: word, priceSort: 'asc' });

  await page.goto('/');
  await page.getByPlaceholder('Search by Title').fill(word);
  await page.getByLabel('Price order').selectOption({ label: 'Low To High' });
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/allProperties\?/);
  await expect(page).toHaveTitle('Nestlane || All Property');
  expect(new URL(page.url()).searchParams.get('search')).toBe(word);
  expect(new URL(page.url()).searchParams.get('priceSort')).toBe('asc');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected.properties.length);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    expected.properties[0]?.propertyTitle ?? '',
  );

  // The hand-over through session storage is read once, then cleared.
  const stored = await page.evaluate(
    (keys) => keys.map((key) => sessionStorage.getItem(key)),
    Object.values(SESSION_KEYS),
  );
  expect(stored).toEqual([null, null, null]);
});

test('the navigation bar is transparent at the top of the home page and white once scrolled', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  await page.mouse.wheel(0, 1200);
  await expect.poll(background).toBe('rgb(255, 255, 255)');
});

test('@phone the home page fits a 360 px phone and its menu opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best For You' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'All Properties' }).last()).toBeVisible();
  await expectNoAxeViolations(page);
});
