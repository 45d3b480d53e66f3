import type { Locator, Page } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInAs, signUp } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { callApi, createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

// Keyboard only: every step is a key press, and focus is checked after each one. Runs in the Playwright
// config's 'shared-state' project: the agent's journey verifies a new listing, which changes what search shows.
test.describe.configure({ timeout: 120_000 });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not among the next `limit` stops. */
async function tabTo(page: Page, target: Locator, { limit = 80, key = 'Tab' } = {}) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached in ${limit} Tab presses`);
}

type FocusRing = { element: string; width: number; style: string; contrast: number };

/**
 * The focused element's outline and its contrast with the surface behind it (the nearest ancestor with a
 * background), read from the computed style. Colours go through a canvas so oklch and hex read alike.
 */
function readFocusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement;
    // Buttons ease their outline colour in (Tailwind's transition): judge the ring once it has settled.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    function toRgba(color: string): number[] {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    }
    function luminance([r, g, b]: number[]): number {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const channel = (value ?? 0) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    }
    const style = getComputedStyle(element);
    let surface: number[] = [255, 255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = toRgba(getComputedStyle(node).backgroundColor);
      if ((background[3] ?? 0) > 0) {
        surface = background;
        break;
      }
    }
    const ring = luminance(toRgba(style.outlineColor));
    const behind = luminance(surface);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${element.tagName.toLowerCase()} "${name}"`,
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05),
    };
  });
}

/** Tabs through the first `stops` focus stops (or to the page's end) and lists each ring missing, thin or faint. */
async function findFaintFocusRings(page: Page, stops: number): Promise<string[]> {
  const faint: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await readFocusRing(page);
    // Past the last control focus leaves the page: every stop has been judged.
    if (ring.element.startsWith('body ')) break;
    if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3) {
      faint.push(`${ring.element}: ${ring.style} ${ring.width}px, ${ring.contrast.toFixed(2)}:1`);
    }
  }
  return faint;
}

test('a visitor opens All Properties, pages the results and opens a property, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The first load leaves focus where the browser puts it.
  await expect(page.locator('body')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Properties' }),
  );
  await page.keyboard.press('Enter');
  const heading = main.getByRole('heading', { level: 1, name: 'All Property' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Nestlane || All Property');

  // Typing in a filter changes only the search params: focus stays in the field.
  const search = main.getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('a');
  await expect(page).toHaveURL(/search=a/);
  await expect(search).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/search=/);

  // A page of results: focus and view go up to the results.
  const results = main.getByRole('region', { name: 'Results' });
  await tabTo(page, results.getByRole('button', { name: 'Page 2' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(results).toBeFocused();
  await expect(results.getByRole('article').first()).toBeInViewport();
  // Next moves one page on: focus is already up at the results.
  const pager = results.getByRole('navigation', { name: 'Pagination' });
  await tabTo(page, pager.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await expect(results).toBeFocused();
  // The last page's own button (the pager always shows it) goes to the end, where Next is disabled: the
  // demo's ~200 listings make a walk by Next through every page slow, and it tests nothing more.
  await tabTo(page, pager.getByRole('button', { name: /^Page \d+$/ }).last());
  await page.keyboard.press('Enter');
  await expect(results).toBeFocused();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Read once there: specs running beside this one may publish a listing, and a page, meanwhile.
  const lastPage = Number(
    await pager
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .textContent(),
  );
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`));

  // The next Tab stops are the results' own: a card's agent, then the same card's View Detail. The card is
  // the one that holds focus, not the first by place: a listing published meanwhile by a spec running beside
  // this one moves the cards, and focus moves with its own card.
  await page.keyboard.press('Tab');
  const focusedCard = results.getByRole('article').filter({ has: page.locator(':focus') });
  await expect(focusedCard.getByRole('link').first()).toBeFocused();
  const card = await focusedCard.elementHandle();
  if (!card) throw new Error('focus is in no result card');
  const isViewDetailOfCard = () =>
    card.evaluate(
      (article) =>
        article.contains(document.activeElement) &&
        document.activeElement?.textContent?.trim() === 'View Detail',
    );
  for (let press = 0; press < 2 && !(await isViewDetailOfCard()); press += 1)
    await page.keyboard.press('Tab');
  expect(await isViewDetailOfCard(), "the card's View Detail within 2 Tab presses").toBe(true);
  const title = await card.evaluate((article) => article.querySelector('h2, h3')?.textContent ?? '');
  expect(title).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeFocused();
});

test('an agent accepts an offer by keyboard, past the dashboard skip link, and focus stays on the row', async ({
  page,
  browser,
}) => {
  const title = `Keyboard Villa ${Date.now()}`;
  const admin = await openOtherBrowser(browser);
  await signInAs(admin.page, DEMO_ACCOUNTS.admin);
  await signInAs(page, DEMO_ACCOUNTS.agent);
  const propertyId = await createVerifiedListing(page.request, admin.page.request, title);
  await admin.close();
  const buyer = createAccount('Keyboard');
  const buyerBrowser = await openOtherBrowser(browser);
  await signUp(buyerBrowser.page, buyer);
  await callApi(buyerBrowser.page.request, 'POST', '/addToWishlist', { propertyId });
  await callApi(buyerBrowser.page.request, 'POST', '/addOffer', {
    propertyId,
    offerredPriceRange: 220000,
    offerredDate: new Date().toISOString().slice(0, 10),
  });
  await buyerBrowser.close();

  await page.goto('/dashboard/requestedProperties');
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toBeVisible();

  // The dashboard's first Tab stop skips its navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.getByRole('region', { name: 'Requested offers' })).toBeFocused();

  await tabTo(page, row.getByRole('button', { name: `Accept ${title}, ${buyer.name}` }));
  await page.keyboard.press('Enter');
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  // The buttons are gone; focus is on the row's new status, not on the page.
  await expect(row.getByRole('cell').last().locator('[tabindex="-1"]')).toBeFocused();

  // Back up to the dashboard's links: one moves focus to the new page's heading.
  const soldLink = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Sold Properties' });
  await tabTo(page, soldLink, { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'My Sold Properties' })).toBeFocused();
});

test("a link in the phone's dashboard drawer takes focus to the new page's heading, not back to the menu button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/myProfile');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open dashboard menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Dashboard' });
  await tabTo(page, drawer.getByRole('link', { name: 'Manage Users' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Manage Users' })).toBeFocused();
  await expect(menuButton).not.toBeFocused();
});

test('every control on All Properties and Manage Users shows a focus ring of at least 3:1', async ({
  page,
}) => {
  await page.goto('/allProperties');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await findFaintFocusRings(page, 40)).toEqual([]);

  await signInAs(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/manageUsers');
  await expect(page.getByRole('table', { name: 'All users' })).toBeVisible();
  expect(await findFaintFocusRings(page, 40)).toEqual([]);
});
