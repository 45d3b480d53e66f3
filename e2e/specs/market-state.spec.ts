/**
 * Issue 26's listings that tell the truth (decision 048): the agent marks a rental rented from My
 * Added Properties; at once it leaves the search, and the buyer's wish-list shows it marked Rented
 * with no offer button; its page stays, marked. On a desktop and on a phone, each with axe. In the
 * shared-state project: it adds verified listings, which other specs would count.
 */
import { devices, type Page } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { callApi, createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

// Three people in three browsers (a buyer signing up, the agent and the admin signing in), a listing
// made and verified, then four pages and two axe checks: more than the default 45 s on a busy 2-core machine.
test.slow();

async function expectInSearch(page: Page, word: string, title: string, isListed: boolean) {
  await page.goto(`/allProperties?search=${word}`);
  const main = page.getByRole('main');
  if (isListed) {
    await expect(main.getByRole('article', { name: title })).toBeVisible();
  } else {
    await expect(main.getByText('No home matches every filter. Try a wider search:')).toBeVisible();
    await expect(main.getByRole('article', { name: title })).toHaveCount(0);
  }
}

async function markRentedAndSeeItGo(
  page: Page,
  browser: Parameters<typeof openOtherBrowser>[0],
  label: string,
) {
  const word = `Rentwood${label}${Date.now().toString(36)}`;
  const title = `${word} Family Flat`;
  const buyer = createAccount('Renter');
  await signUpThroughApi(page, buyer);

  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  const id = await createVerifiedListing(
    agent.page.request,
    admin.page.request,
    title,
    { minPrice: 45000, maxPrice: 45000 },
    { listedFor: 'For Rent' },
  );
  await admin.close();

  // The buyer finds it and wishes it.
  await expectInSearch(page, word, title, true);
  await callApi(page.request, 'POST', '/addToWishlist', { propertyId: id });

  // The agent marks it rented from their own list, after 'Are you sure?'.
  await agent.page.goto('/dashboard/addedProperties');
  const card = agent.page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Mark ${title} rented` }).click();
  const dialog = agent.page.getByRole('alertdialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Yes, mark rented' }).click();
  await expect(agent.page.getByText(`${title} is marked rented`)).toBeVisible();
  await expect(card.getByText('Rented', { exact: true })).toBeVisible();
  await expect(card.getByRole('form', { name: `Relist ${title}` })).toBeVisible();
  await expectNoAxeViolations(agent.page);
  await agent.close();

  // Gone from the search at once; in the wish-list, marked, with no offer button.
  await expectInSearch(page, word, title, false);
  await page.goto('/dashboard/wishlist');
  const wish = page.getByRole('article', { name: title });
  await expect(wish.getByText('Rented', { exact: true })).toBeVisible();
  await expect(wish.getByText('This property has been rented, so it takes no offers.')).toBeVisible();
  await expect(wish.getByRole('link', { name: `Make An Offer on ${title}` })).toHaveCount(0);
  await expect(wish.getByRole('button', { name: `Make An Offer on ${title}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its page stays, marked.
  await page.goto(`/propertyDetail/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Rented', { exact: true })).toBeVisible();
}

test('an agent marks a rental rented: it leaves the search and the wish-list shows it Rented', async ({
  page,
  browser,
}) => {
  await markRentedAndSeeItGo(page, browser, 'Desk');
});

test.describe('on a 360 px phone', () => {
  // The phone project's device (Pixel 7 at 360 × 760); its browser type is the worker's, not a describe's.
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  test.use({ ...phone, viewport: { width: 360, height: 760 } });

  test('a phone sees a rental marked rented leave the search and stay marked in the wish-list', async ({
    page,
    browser,
  }) => {
    await markRentedAndSeeItGo(page, browser, 'Phone');
  });
});
