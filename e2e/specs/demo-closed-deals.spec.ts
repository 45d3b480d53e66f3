/**
 * The demo's closed deals (decision 071), as their buyers see them: the sale completed at registration is
 * "completed" on Property Bought, its listing's page is marked Sold and a search for its title does not
 * find it; the rental the agent cancelled shows the agent's reason, and its receipt says it was refunded
 * and why. It only reads the demo, so it runs beside the other specs.
 */
import type { Offer } from '@nestlane/shared';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { callApi } from '../support/listings';

/** The signed-in buyer's deal in `status`, read as Property Bought reads it. */
async function findOwnDeal(page: Page, email: string, status: Offer['offerStatus']): Promise<Offer> {
  const offers: Offer[] = await callApi(
    page.request,
    'GET',
    `/getboughtProperty?${new URLSearchParams({ email })}`,
  );
  const deal = offers.find((offer) => offer.offerStatus === status);
  if (!deal) throw new Error(`the demo has no ${status} deal for ${email}`);
  return deal;
}

test('a completed demo sale: completed on Property Bought, Sold on its page, not in the search', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.completedBuyer);
  const deal = await findOwnDeal(page, DEMO_ACCOUNTS.completedBuyer.email, 'completed');
  const title = deal.propertyTitle;

  await page.goto('/dashboard/propertyBought');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('completed', { exact: true })).toBeVisible();

  await page.goto(`/propertyDetail/${deal.propertyId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /Make An Offer/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /Make An Offer/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its own title finds other listings with the same words, never it.
  await page.goto(`/allProperties?${new URLSearchParams({ search: title })}`);
  const results = page.getByRole('main');
  await expect(
    results
      .getByRole('article')
      .or(results.getByText('No home matches every filter. Try a wider search:'))
      .first(),
  ).toBeVisible();
  await expect(results.getByRole('article', { name: title })).toHaveCount(0);
});

test('a cancelled demo rental: the agent’s reason on Property Bought, its receipt refunded with the admin’s reason', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.cancelledBuyer);
  const deal = await findOwnDeal(page, DEMO_ACCOUNTS.cancelledBuyer.email, 'cancelled');

  await page.goto('/dashboard/propertyBought');
  const card = page.getByRole('article', { name: deal.propertyTitle });
  await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText(`Reason: ${deal.cancelReason}`)).toBeVisible();

  const receipt = await callApi(page.request, 'GET', `/receipts/${deal._id}`);
  expect(receipt.refundReason).toBeTruthy();
  await card.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  const facts = page.getByRole('main').locator('dl');
  await expect(facts.getByText('Refunded on', { exact: true })).toBeVisible();
  await expect(
    facts.getByText('Refund reason', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(receipt.refundReason);
  await expectNoAxeViolations(page);
});
