import { SAVED_SEARCH_MESSAGES } from '@nestlane/shared';
import type { Locator } from '@playwright/test';
import { isInAccessibilityTree } from '../support/accessibility-tree';
import { createAccount, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test, waitForSettledPage } from '../support/fixtures';

/**
 * Decision 070: while a Radix dialog is open, Radix hides the page behind it from screen readers
 * (aria-hidden) and takes the pointer from it; a toast or the offline banner raised meanwhile is drawn
 * inside the dialog, so it is seen, read out and reached, and goes back to the page when the dialog closes.
 */

const OFFLINE =
  'You are offline. Listings you opened before can still be read; nothing is sent until you are back online.';
const UNREACHABLE =
  'Nestlane could not be reached. Check your connection and try again; what you typed is still here.';

/** Shown, and neither it nor any of its ancestors hidden from a screen reader. */
async function expectExposed(status: Locator) {
  await expect(status).toBeVisible();
  expect(await status.evaluate((element) => element.closest('[aria-hidden="true"], [inert]') === null)).toBe(
    true,
  );
}

test('@phone with the Filters sheet open, a failed save says so, and the offline banner and the toast are read out in the dialog', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page, createAccount('Sheet'));
  await page.goto('/allProperties');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  await waitForSettledPage(page);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  // On a phone Save search waits in the sheet; its own dialog opens above the sheet.
  const saveSearch = sheet.getByRole('button', { name: 'Save search' });
  await saveSearch.click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  const save = saveDialog.getByRole('button', { name: 'Save search' });
  // The dialog's code is loaded when it is first opened: the network goes only once it is drawn (CI saw the
  // chunk's fetch cut off by the offline switch below).
  await expect(save).toBeVisible();

  // The network goes: the save says so in the dialog, which stays open, and the offline banner is in it.
  await page.route('**/api/savedSearches', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await save.click();
  await expect(saveDialog.getByRole('alert')).toHaveText(UNREACHABLE);
  const banner = saveDialog.getByRole('status').filter({ hasText: OFFLINE });
  await expectExposed(banner);
  // (Chromium's own accessibility tree is read for the toast below: a CDP session of its own would put the
  // page back online.)
  await expectNoAxeViolations(page);
  await expect(banner).toBeVisible();

  // Back online, the search is saved: Save search's dialog closes and its toast shows in the sheet.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.unroute('**/api/savedSearches');
  await save.click();
  await expect(saveDialog).toHaveCount(0);
  const toast = sheet.getByRole('status').filter({ hasText: SAVED_SEARCH_MESSAGES.saved });
  // Hovered, it stays (react-hot-toast pauses): Playwright hovers only what receives the pointer there.
  await toast.hover();
  await expectExposed(toast);
  await expect(toast).toHaveAttribute('aria-live', 'polite');
  expect(await isInAccessibilityTree(page, SAVED_SEARCH_MESSAGES.saved)).toBe(true);
  // Focus came back to Save search, in the sheet, and a status takes none.
  await expect(saveSearch).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(filters).toBeFocused();
  await expect(page.locator('[aria-hidden="true"][data-aria-hidden]')).toHaveCount(0);
});
