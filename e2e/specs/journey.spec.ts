import { MESSAGES, OFFER_MESSAGES, REVIEW_MESSAGES, SANDBOX_CARDS } from '@nestlane/shared';
import type { Browser, Page } from '@playwright/test';
import { searchProperties } from '../support/api';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUp, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';
import { payWithCard } from '../support/payment';

// Runs in the Playwright config's 'shared-state' project: it verifies a new listing, which changes what
// search shows. A buyer, an agent and an admin take turns in three browsers.
test.describe.configure({ timeout: 180_000 });

const PRICES = { minPrice: 300000, maxPrice: 340000 };

/** A fresh listing of the demo agent, verified by the admin, both through the API. */
async function listFreshProperty(browser: Browser, title: string) {
  const agent = await openOtherBrowser(browser);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  const id = await createVerifiedListing(agent.page.request, admin.page.request, title, PRICES);
  await admin.close();
  await agent.close();
  return id;
}

function findCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('a buyer wish-lists, offers and pays; the agent accepts and sees the sale', async ({
  page,
  browser,
}) => {
  const title = `Riverside Duplex ${Date.now()}`;
  const id = await listFreshProperty(browser, title);
  const buyer = createAccount('Buyer');
  await signUp(page, buyer);

  // Wish-list it from its page, once.
  await page.goto(`/propertyDetail/${id}`);
  await page.getByRole('button', { name: 'Add To Wishlist' }).click();
  await expect(page.getByText(MESSAGES.addedToWishlist)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/wishlist');
  await expect(findCard(page, title)).toContainText('৳ 3–3.4 Lakh');
  await expectNoAxeViolations(page);

  // An offer outside the range is refused; inside it, it is made.
  await findCard(page, title)
    .getByRole('link', { name: `Make An Offer on ${title}` })
    .click();
  const offer = page.getByRole('form', { name: 'Make An Offer' });
  await expect(offer.getByLabel('Property Title')).toHaveValue(title);
  await expect(offer.getByLabel('Buyer Email')).toHaveValue(buyer.email);
  await offer.getByLabel('Offered Amount').fill('350000');
  await offer.getByLabel('Offered Date').fill(new Date().toISOString().slice(0, 10));
  await offer.getByRole('button', { name: 'Offer Now' }).click();
  await expect(offer.getByText(MESSAGES.offerOutOfRange)).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByLabel('Offered Amount').fill('320000');
  await offer.getByRole('button', { name: 'Offer Now' }).click();
  await expect(page.getByText(MESSAGES.propertyOffered)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(findCard(page, title)).toContainText('pending');
  await expect(findCard(page, title).getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

  // The agent accepts it.
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await agent.page.goto('/dashboard/requestedProperties');
  const request = agent.page
    .getByRole('table', { name: 'Requested offers' })
    .getByRole('row')
    .filter({ hasText: buyer.email });
  await expect(request).toContainText(title);
  await expectNoAxeViolations(agent.page);
  await request.getByRole('button', { name: /^Accept/ }).click();
  await expect(agent.page.getByText(MESSAGES.offerAccepted)).toBeVisible();
  await expect(request.getByText('Accepted', { exact: true })).toBeVisible();

  // The buyer pays: a declined card first, then the sandbox's success card.
  await page.reload();
  await findCard(page, title)
    .getByRole('link', { name: /Pay Now/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay ৳ 3,20,000, ${buyer.name}` })).toBeVisible();
  await expect(page.getByText(/^Demo payment — no money moves/)).toBeVisible();
  await expectNoAxeViolations(page);
  await payWithCard(page, SANDBOX_CARDS.declined);
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payWithCard(page, SANDBOX_CARDS.success);
  await expect(page.getByText(MESSAGES.paymentSuccessful)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(findCard(page, title)).toContainText(/Transaction Id: pi_sandbox_/);
  await expectNoAxeViolations(page);

  // Its numbered receipt (decision 054): the amount in full Taka, the sandbox named, a Print button,
  // and printed without the dashboard's navigation.
  await findCard(page, title).getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt.getByText(/^NL-\d{4}-\d{6}$/)).toBeVisible();
  await expect(receipt).toContainText(`${title}, `);
  await expect(receipt).toContainText('৳ 3,20,000');
  await expect(receipt).toContainText('Sandbox card (demo, no money moved)');
  await expect(receipt.getByText(/^pi_sandbox_/)).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  const receiptNumber = await receipt.getByText(/^NL-\d{4}-\d{6}$/).textContent();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt.getByText(receiptNumber ?? '')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The agent sees the sale and the total.
  await agent.page.goto('/dashboard/soldProperties');
  const sale = agent.page
    .getByRole('table', { name: 'Sold properties' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(sale).toContainText(buyer.email);
  await expect(sale).toContainText('৳ 3,20,000');
  await sale.getByRole('link', { name: `Receipt for ${title}` }).click();
  await expect(agent.page.getByRole('main').getByText(receiptNumber ?? '')).toBeVisible();
  await agent.page.goto('/dashboard/soldProperties');
  await expect(agent.page.getByRole('heading', { level: 2, name: /^Total Sold: ৳ [\d,]+$/ })).toBeVisible();
  await expectNoAxeViolations(agent.page);
  await agent.close();

  // An admin finds the payment, paid, with its receipt number, and opens the receipt from there.
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await admin.page.goto('/dashboard/payments');
  const payment = admin.page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(payment).toContainText('৳ 3,20,000');
  await expect(payment).toContainText('Paid');
  await expectNoAxeViolations(admin.page);
  await payment.getByRole('link', { name: receiptNumber ?? '' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  await expect(admin.page.getByRole('main')).toContainText(title);
  await admin.close();
});

test('a review is written, shown on the property and home pages, and deleted by its author and by an admin', async ({
  page,
  browser,
}) => {
  const title = `Hillside Cottage ${Date.now()}`;
  const id = await listFreshProperty(browser, title);
  const reviewer = createAccount('Reviewer');
  await signUpThroughApi(page, reviewer);

  const text = `Bright rooms and a calm street, reviewed at ${Date.now()}.`;
  await page.goto(`/propertyDetail/${id}`);
  await page.getByLabel('Your Review').fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('list', { name: 'Reviews of this property' })).toContainText(text);
  // Judge the page once the 'Review Added' toast has come and gone.
  await expect(page.getByText(REVIEW_MESSAGES.added)).toBeVisible();
  await expect(page.getByText(REVIEW_MESSAGES.added)).toBeHidden();
  await expectNoAxeViolations(page);

  // The home carousel shows the latest reviews, this one first.
  await page.goto('/');
  // Sections below the fold load as they come near: scroll down until the carousel is there.
  const review = page.getByText(text);
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(review).toBeAttached({ timeout: 500 });
  }).toPass();
  await review.scrollIntoViewIfNeeded();
  await expect(review).toBeVisible();

  // Its author deletes it.
  await page.goto('/dashboard/myReview');
  const card = page.getByRole('article', { name: `${reviewer.name}'s review of ${title}` });
  await expect(card).toContainText(text);
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('alertdialog', { name: MESSAGES.confirmTitle })
    .getByRole('button', { name: 'Yes, Delete!' })
    .click();
  await expect(page.getByText(MESSAGES.reviewDeleted)).toBeVisible();
  await expect(page.getByText(MESSAGES.noReviews)).toBeVisible();

  // Written again, an admin deletes it.
  await page.goto(`/propertyDetail/${id}`);
  await page.getByLabel('Your Review').fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('list', { name: 'Reviews of this property' })).toContainText(text);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await admin.page.goto('/dashboard/manageReviews');
  const managed = admin.page.getByRole('article', { name: `${reviewer.name}'s review of ${title}` });
  await expect(managed).toContainText(text);
  await expectNoAxeViolations(admin.page);
  await managed.getByRole('button', { name: /^Delete/ }).click();
  await admin.page
    .getByRole('alertdialog', { name: MESSAGES.confirmTitle })
    .getByRole('button', { name: 'Yes, Delete!' })
    .click();
  await expect(admin.page.getByText(MESSAGES.reviewDeleted)).toBeVisible();
  await expect(managed).toHaveCount(0);
  await admin.close();
  await page.goto('/dashboard/myReview');
  await expect(page.getByText(MESSAGES.noReviews)).toBeVisible();
});

test('an agent cannot wish-list, and a newcomer sees empty wish-list and bought pages', async ({
  page,
  browser,
}) => {
  const [listing] = (await searchProperties(page.request, {})).properties;
  expect(listing).toBeDefined();
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await agent.page.goto(`/propertyDetail/${listing?._id}`);
  await agent.page.getByRole('button', { name: 'Add To Wishlist' }).click();
  await expect(agent.page.getByText(MESSAGES.staffWishlist)).toBeVisible();
  await expect(agent.page).toHaveURL(`/propertyDetail/${listing?._id}`);
  await agent.close();

  await signUpThroughApi(page, createAccount('Newcomer'));
  await page.goto('/dashboard/propertyBought');
  await expect(page.getByText(OFFER_MESSAGES.noOffers)).toBeVisible();
  await page.goto('/dashboard/wishlist');
  await expect(page.getByText(MESSAGES.noWishlist)).toBeVisible();
  await expectNoAxeViolations(page);
});
