import { MESSAGES, SANDBOX_CARDS } from '@nestlane/shared';
import type { Page } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { bangla, banglaOf } from '../support/catalogs';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

/**
 * Issue 16's journey: someone whose browser reads Bangla comes to the home page, and without ever choosing
 * a language reads it in Bangla, signs up, searches, wish-lists a listing, makes an offer and pays for it,
 * every word, number and message on the way in Bangla. Runs in the 'shared-state' project: it verifies a
 * new listing. The agent accepts in their own (English) browser.
 */
test.use({ locale: 'bn-BD' });
test.describe.configure({ timeout: 180_000 });

const PRICES = { minPrice: 300000, maxPrice: 340000 };

function findCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('a reader of Bangla goes from the home page to a paid offer, all in Bangla', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Lakeview Flat ${Date.now()}`;
  const agent = await openOtherBrowser(browser);
  const admin = await openOtherBrowser(browser);
  // The agent and the admin chose English (their browsers, like the buyer's, say Bangla first).
  for (const other of [agent, admin]) {
    await other.page.context().addCookies([{ name: 'nestlane-lang', value: 'en', url: baseURL ?? '' }]);
  }
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await createVerifiedListing(agent.page.request, admin.page.request, title, PRICES);
  await admin.close();

  // The first visit follows the browser's language: the server's page is Bangla already.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: bangla('home.hero.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Sign up, in Bangla.
  const buyer = createAccount('Kreta');
  await page
    .getByRole('link', { name: bangla('common.nav.signIn') })
    .first()
    .click();
  await page.getByRole('link', { name: bangla('auth.signIn.createAccount') }).click();
  const signUp = page.getByRole('main');
  await signUp.getByLabel(bangla('auth.field.name')).fill(buyer.name);
  await signUp.getByLabel(bangla('auth.field.email')).fill(buyer.email);
  await signUp.getByLabel(bangla('auth.field.password'), { exact: true }).fill(buyer.password);
  await signUp.getByRole('button', { name: bangla('auth.signUp.submit') }).click();
  await expect(page.getByText(banglaOf(MESSAGES.signUpSuccess))).toBeVisible();
  await expect(page).toHaveURL('/');

  // Search from the home page, open the listing: its price in Bangla digits.
  await page.getByRole('searchbox', { name: bangla('home.search.titleLabel') }).fill(title);
  await page.getByRole('button', { name: bangla('home.search.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/allProperties/);
  await expect(page.getByRole('heading', { level: 1, name: bangla('properties.page.title') })).toBeVisible();
  // ৳ 3–3.4 lakh in Bangla digits and words (decision 045).
  const price = '৳ ৩–৩.৪ লাখ';
  await expect(findCard(page, title)).toContainText(price);
  await findCard(page, title)
    .getByRole('link', { name: bangla('common.card.viewDetail') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(price);
  await expectNoAxeViolations(page);

  // Wish-list it, then offer: out of the range first (refused in Bangla), then within it.
  await page.getByRole('button', { name: bangla('propertyDetail.wishlist.add') }).click();
  await expect(page.getByText(banglaOf(MESSAGES.addedToWishlist))).toBeVisible();
  await expect(page).toHaveURL('/dashboard/wishlist');
  await findCard(page, title)
    .getByRole('link', { name: bangla('wishlist.makeOfferOn', { title }) })
    .click();
  const offer = page.getByRole('form', { name: bangla('wishlist.makeOffer') });
  await expect(offer.getByLabel(bangla('wishlist.offer.propertyTitle'))).toHaveValue(title);
  await offer.getByLabel(bangla('wishlist.offer.amount')).fill('350000');
  await offer.getByLabel(bangla('wishlist.offer.date')).fill(new Date().toISOString().slice(0, 10));
  await offer.getByRole('button', { name: bangla('wishlist.offer.submit') }).click();
  await expect(offer.getByText(banglaOf(MESSAGES.offerOutOfRange))).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByLabel(bangla('wishlist.offer.amount')).fill('320000');
  await offer.getByRole('button', { name: bangla('wishlist.offer.submit') }).click();
  await expect(page.getByText(banglaOf(MESSAGES.propertyOffered))).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(findCard(page, title)).toContainText(bangla('common.value.offer.pending'));

  // The agent accepts it (in English, their own choice).
  await agent.page.goto('/dashboard/requestedProperties');
  const request = agent.page
    .getByRole('table', { name: 'Requested offers' })
    .getByRole('row')
    .filter({ hasText: buyer.email });
  await request.getByRole('button', { name: /^Accept/ }).click();
  await expect(agent.page.getByText(MESSAGES.offerAccepted)).toBeVisible();
  await agent.close();

  // Pay: a declined card first, told in Bangla, then the sandbox's success card.
  await page.reload();
  await findCard(page, title)
    .getByRole('link', { name: bangla('purchases.card.payNow') })
    .click();
  const amount = '৳ ৩,২০,০০০';
  await expect(
    page.getByRole('heading', { level: 1, name: bangla('payment.heading', { amount, name: buyer.name }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('main');
  const pay = async (card: string) => {
    await form.getByLabel(bangla('payment.card.number')).fill(card);
    await form.getByLabel(bangla('payment.card.expiry')).fill('12/34');
    await form.getByLabel(bangla('payment.card.cvc')).fill('123');
    await form.getByRole('button', { name: bangla('payment.payNow') }).click();
  };
  await pay(SANDBOX_CARDS.declined);
  await expect(page.getByText(banglaOf('Your card was declined.'))).toBeVisible();
  await pay(SANDBOX_CARDS.success);
  await expect(page.getByText(banglaOf(MESSAGES.paymentSuccessful))).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(findCard(page, title)).toContainText(bangla('common.value.offer.bought'));
  await expect(findCard(page, title)).toContainText(/লেনদেন আইডি: pi_sandbox_/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectNoAxeViolations(page);
});
