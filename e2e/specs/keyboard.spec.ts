import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUpThroughApi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { callApi, createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

// Keyboard only: every step is a key press, and focus is checked after each one. Runs in the Playwright
// config's 'shared-state' project: the agent's journey verifies a new listing, which changes what search
// shows. The keyboard tests that change nothing are in keyboard-browsing.spec.ts.
test.describe.configure({ timeout: 120_000 });

test('an agent accepts an offer by keyboard, past the dashboard skip link, and focus stays on the row', async ({
  page,
  browser,
}) => {
  const title = `Keyboard Villa ${Date.now()}`;
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  const propertyId = await createVerifiedListing(page.request, admin.page.request, title);
  await admin.close();
  const buyer = createAccount('Keyboard');
  const buyerBrowser = await openOtherBrowser(browser);
  await signUpThroughApi(buyerBrowser.page, buyer);
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
