import { MESSAGES } from '@nestlane/shared';
import type { Locator, Page } from '@playwright/test';
import { isInAccessibilityTree } from '../support/accessibility-tree';
import { searchProperties } from '../support/api';
import { createAccount, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test, waitForSettledPage } from '../support/fixtures';
import { expectHeartReady } from '../support/hearts';

/**
 * Issue 27, measured: on a 360 × 760 phone the results come first (the first card's picture starts in the
 * first 400 px, in English and Bangla) and the map is a full-screen toggle whose sheet of cards opens a
 * listing; on a 1280 × 800 desktop the list and the map sit side by side and a hovered card marks its pin.
 */

const FIRST_SCREEN_PX = 400;

function results(page: Page): Locator {
  return page.getByRole('region', { name: /^(Results|ফলাফল)$/ });
}

function mapRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Search results on a map' });
}

async function readBox(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not shown');
  return box;
}

async function expectFirstPictureInFirstScreen(page: Page) {
  const picture = results(page).getByRole('article').first().getByRole('img').first();
  await expect(picture).toBeVisible();
  await waitForSettledPage(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await readBox(picture)).y).toBeLessThanOrEqual(FIRST_SCREEN_PX);
}

test('@phone the first result’s picture starts in the first screen, in English and in Bangla', async ({
  page,
  baseURL,
}) => {
  await page.goto('/allProperties');
  await expectFirstPictureInFirstScreen(page);
  // The compact bar holds the four controls a phone needs; the rest waits in the Filters sheet.
  const bar = page.getByRole('region', { name: 'Filters' });
  await expect(bar.getByRole('group', { name: 'Rent or buy' })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Where' })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(bar.getByRole('searchbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Price order' })).toHaveCount(0);

  await page.context().addCookies([{ name: 'nestlane-lang', value: 'bn', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectFirstPictureInFirstScreen(page);
});

test('@phone the page’s own controls are in the Filters sheet, and the button counts them', async ({
  page,
}) => {
  await page.goto('/allProperties');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('searchbox', { name: 'Search' }).fill('Dhaka');
  await sheet.getByRole('combobox', { name: 'Price range' }).selectOption('900000-Above');
  await expect(sheet.getByRole('button', { name: 'Apartment', exact: true })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Save search' })).toBeVisible();
  await expect(page).toHaveURL(/search=Dhaka/);
  await expect(page).toHaveURL(/priceRange=900000-Above/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(main.getByRole('button', { name: 'Filters (2 on)' })).toBeFocused();
});

test('@phone the map fills the screen, its cards swipe sideways and open a listing, and List goes back', async ({
  page,
}) => {
  await page.goto('/allProperties');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = mapRegion(page);
  await expect(map.locator('.leaflet-container')).toBeVisible();

  // Full screen: the map starts at the screen's top-left corner and spans its width, the list is gone.
  const mapBox = await readBox(map);
  expect(mapBox.x).toBeLessThanOrEqual(0);
  expect(mapBox.y).toBeLessThanOrEqual(0);
  expect(mapBox.width).toBeGreaterThanOrEqual(359);
  await expect(results(page)).toBeHidden();

  // The sheet under the map: one card in view at a time, swiped sideways.
  const sheet = page.getByRole('list', { name: 'Homes in this list' });
  const cards = sheet.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const sheetBox = await readBox(sheet);
  expect(sheetBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1);
  expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(760);
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(cards.nth(1)).not.toBeInViewport({ ratio: 0.9 });
  await sheet.evaluate((list) => list.scrollBy({ left: list.clientWidth, behavior: 'instant' }));
  await expect(cards.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expectNoAxeViolations(page);

  const second = cards.nth(1);
  const title = (await second.getByRole('heading').textContent()) ?? '';
  await second.getByRole('link', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(/\/propertyDetail\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  await page.goBack();
  await expect(page).toHaveURL(/view=map/);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await expect(mapRegion(page)).toHaveCount(0);
  await expect(results(page).getByRole('article').first()).toBeVisible();
});

test.describe('on a 1280 × 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the list and the map sit side by side, and a hovered or focused card marks its pin', async ({
    page,
    request,
  }) => {
    const { properties } = await searchProperties(request, { page: '1' });
    const first = properties[0];
    if (!first) throw new Error('no listings');
    await page.goto('/allProperties?view=map');
    const map = mapRegion(page);
    await expect(map.locator('.leaflet-container')).toBeVisible();
    const list = results(page);
    const card = list.getByRole('article', { name: first.propertyTitle });
    await expect(card).toBeVisible();
    await waitForSettledPage(page);

    const listBox = await readBox(list);
    const mapBox = await readBox(map);
    // Side by side: the list on the left, the map on the right, level, both well inside the first screen.
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(mapBox.x);
    expect(mapBox.y).toBeLessThanOrEqual(800 - 200);
    expect(Math.abs(mapBox.y - listBox.y)).toBeLessThan(60);

    // The map stays the same map while cards are hovered: only its markers change.
    await map.locator('.leaflet-container').evaluate((element) => {
      element.setAttribute('data-probe', 'same map');
    });
    const highlighted = map.locator('[data-highlighted="true"]');
    await expect(highlighted).toHaveCount(0);
    await card.hover();
    await expect(highlighted).toHaveCount(1);
    // The marked pin is this listing's own, or the cluster that holds it at this zoom.
    const pointId = await highlighted.getAttribute('data-point-id');
    if (pointId !== null) expect(pointId).toBe(first._id);
    else await expect(highlighted).toHaveAttribute('data-cluster-count', /^\d+$/);
    await page.mouse.move(5, 790);
    await expect(highlighted).toHaveCount(0);

    // The keyboard marks it too.
    await card.getByRole('link', { name: 'View Detail' }).focus();
    await expect(highlighted).toHaveCount(1);
    await expect(map.locator('.leaflet-container')).toHaveAttribute('data-probe', 'same map');

    // The list scrolls; the map stays whole in view beside it.
    await page.mouse.move(listBox.x + 20, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(map).toBeInViewport({ ratio: 1 });
  });

  test('a single match: hovering its card marks its own pin', async ({ page, request }) => {
    // A listing its title alone finds: the map then holds its pin only, never inside a cluster.
    const { properties } = await searchProperties(request, { page: '1' });
    const totals = await Promise.all(
      properties.map(async (p) => (await searchProperties(request, { search: p.propertyTitle })).total),
    );
    const listing = properties[totals.indexOf(1)];
    if (!listing) throw new Error('no listing is found by its title alone');
    await page.goto(`/allProperties?view=map&search=${encodeURIComponent(listing.propertyTitle)}`);
    const map = mapRegion(page);
    const pin = map.locator(`[data-point-id="${listing._id}"]`);
    await expect(pin).toBeVisible();
    await expect(pin).not.toHaveAttribute('data-highlighted', 'true');
    await results(page).getByRole('article', { name: listing.propertyTitle }).hover();
    await expect(pin).toHaveAttribute('data-highlighted', 'true');
  });
});

test('@phone the full-screen map is a modal dialog: the page behind is inert, Escape gives focus back to Map', async ({
  page,
}) => {
  await page.goto('/allProperties');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  const mapButton = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' });
  await mapButton.click();
  const dialog = page.getByRole('dialog', { name: 'Map of the results' });
  await expect(dialog).toBeFocused();
  // The page behind: out of a screen reader's reach and the keyboard's.
  for (const behind of [page.getByRole('banner').first(), page.getByRole('contentinfo')]) {
    await expect(behind).toHaveAttribute('inert', '');
  }
  // Tab goes round the dialog's own controls, back to where it began, never leaving it; Shift+Tab too.
  await page.keyboard.press('Tab');
  await page.evaluate(() => document.activeElement?.setAttribute('data-tab-start', ''));
  let isBackAtStart = false;
  for (let tab = 0; tab < 400 && !isBackAtStart; tab += 1) {
    await page.keyboard.press('Tab');
    const focus = await dialog.evaluate((element) => ({
      isInside: element.contains(document.activeElement),
      isStart: document.activeElement?.hasAttribute('data-tab-start') ?? false,
    }));
    expect(focus.isInside).toBe(true);
    isBackAtStart = focus.isStart;
  }
  expect(isBackAtStart).toBe(true);
  // Backwards too (the map's markers may change as focus moves it: only containment is asked here).
  for (let tab = 0; tab < 3; tab += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=map/);
  await expect(mapButton).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('@phone a toast raised while the map dialog is open is read out, above the map, and traps nothing', async ({
  page,
}) => {
  await signUpThroughApi(page, createAccount('Mapper'));
  await page.goto('/allProperties');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  // A first toast, from the list: the toaster is on the page before the map opens.
  const card = results(page).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const listHeart = card.getByRole('button', { name: `Save ${title} to wishlist` });
  // The saved homes read for the signed-in buyer (a busy heart ignores presses).
  await waitForSettledPage(page);
  await expectHeartReady(listHeart);
  await listHeart.click();
  await expect(listHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(MESSAGES.addedToWishlist)).toBeVisible();

  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map of the results' });
  await expect(dialog).toBeFocused();
  // The same home's heart on the map's sheet takes it off the wish-list again, with its own toast.
  const sheetHeart = dialog
    .getByRole('list', { name: 'Homes in this list' })
    .getByRole('button', { name: `Save ${title} to wishlist` });
  await expect(sheetHeart).toHaveAttribute('aria-pressed', 'true');
  await expectHeartReady(sheetHeart);
  await sheetHeart.click();
  const toast = dialog.getByRole('status').filter({ hasText: MESSAGES.wishDeleted });
  // Hovered, it stays (react-hot-toast pauses): Playwright hovers only what is on top at that point, so
  // neither the map nor anything behind it covers the toast.
  await toast.hover();
  await expect(toast).toHaveAttribute('aria-live', 'polite');
  expect(await toast.evaluate((element) => element.closest('[inert]') === null)).toBe(true);
  expect(await isInAccessibilityTree(page, MESSAGES.wishDeleted)).toBe(true);
  // A status takes no focus and holds nothing to Tab to: focus stays on the heart, in the dialog.
  await expect(sheetHeart).toBeFocused();
  await expect(toast.locator('a, button, input, [tabindex]')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

/** A listing in compare, then List | Map and the compare tray each clicked where they are, never forced. */
async function expectSwitchAndTrayClickable(page: Page) {
  await page.goto('/allProperties');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  const card = results(page).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Compare ${title}` }).click();
  const tray = page.getByRole('region', { name: 'Compare 1 of 4' });
  await expect(tray).toBeVisible();
  const mapButton = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' });
  const clear = tray.getByRole('button', { name: 'Clear' });
  await waitForSettledPage(page);
  // Playwright clicks only what would receive the click: a button covered by the other fails here.
  await mapButton.click({ trial: true });
  await clear.click({ trial: true });
  const switchBox = await readBox(page.getByRole('group', { name: 'View' }));
  const trayBox = await readBox(tray);
  expect(switchBox.y + switchBox.height <= trayBox.y || switchBox.y >= trayBox.y + trayBox.height).toBe(true);
  await mapButton.click();
  await expect(page).toHaveURL(/view=map/);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await clear.click();
  await expect(tray).toHaveCount(0);
}

test('@phone List | Map floats above the compare tray: both are clicked', async ({ page }) => {
  await expectSwitchAndTrayClickable(page);
});

test.describe('List | Map and the compare tray on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('both are clicked', async ({ page }) => {
    await expectSwitchAndTrayClickable(page);
  });
});
