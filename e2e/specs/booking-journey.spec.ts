/**
 * Issue 29's booking money (decision 055): a sale asks 10 % once the agent accepts; the buyer books the
 * flat with the sandbox card, paying that sum, not the price; the agent marks the deal completed at
 * registration, and the listing shows Sold. In the shared-state project (its name ends in journey): it
 * adds a verified listing.
 */
import { MESSAGES, SANDBOX_CARDS } from '@nestlane/shared';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { callApi, createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';
import { payWithCard } from '../support/payment';

// Three people in three browsers and a card payment: more than the default on a busy 2-core machine.
test.slow();

test('a buyer books a flat with booking money; the agent completes the deal and the listing shows Sold', async ({
  page,
  browser,
}) => {
  const title = `Booked Flat ${Date.now()}`;
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  const id = await createVerifiedListing(
    agent.page.request,
    admin.page.request,
    title,
    { minPrice: 300000, maxPrice: 340000 },
    { bookingPercent: 10 },
  );
  await admin.close();

  // The buyer offers ৳ 3,20,000 and the agent accepts, through the API (journey.spec walks those pages).
  const buyer = createAccount('Booker');
  await signUpThroughApi(page, buyer);
  const offered = await callApi(page.request, 'POST', '/addOffer', {
    propertyId: id,
    offerredPriceRange: 320000,
    offerredDate: new Date().toISOString().slice(0, 10),
  });
  await callApi(agent.page.request, 'PATCH', `/updateOffer/${offered.insertedId}?status=accepted`);

  // The buyer pays the booking money: 10 % of the offer.
  await page.goto('/dashboard/propertyBought');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('To pay now: ৳ 32,000');
  await card.getByRole('link', { name: /Pay Now/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay ৳ 32,000, ${buyer.name}` })).toBeVisible();
  await expect(page.getByText(/^This secures your offer of ৳ 3,20,000/)).toBeVisible();
  await payWithCard(page, SANDBOX_CARDS.success);
  await expect(page.getByText(MESSAGES.paymentSuccessful)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(card.getByText('booked', { exact: true })).toBeVisible();
  await expect(card).toContainText('Booking money paid: ৳ 32,000');
  await expectNoAxeViolations(page);

  // The agent marks the booked deal completed at registration.
  await agent.page.goto('/dashboard/requestedProperties');
  const row = agent.page
    .getByRole('table', { name: 'Requested offers' })
    .getByRole('row')
    .filter({ hasText: buyer.email });
  await expect(row.getByText('booked', { exact: true })).toBeVisible();
  await expectNoAxeViolations(agent.page);
  await row.getByRole('button', { name: /^Mark Completed/ }).click();
  await agent.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Completed!' }).click();
  await expect(agent.page.getByText('Deal Completed')).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await agent.close();

  // The listing shows Sold, and the buyer's card says completed.
  await page.goto(`/propertyDetail/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Sold', { exact: true })).toBeVisible();
  await page.goto('/dashboard/propertyBought');
  await expect(card.getByText('completed', { exact: true })).toBeVisible();
});
