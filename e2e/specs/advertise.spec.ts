import { ADVERTISE_CAP, MESSAGES, type Property } from '@nestlane/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { callApi, createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

// This spec changes what the home page advertises, which the home spec checks: the Playwright config
// runs it in its own project, after every other spec has finished.
test.describe.configure({ timeout: 120_000 });

/** Fills the cap with verified listings if an earlier attempt left fewer than six advertised. */
async function fillAdvertisedSlots(admin: APIRequestContext) {
  const verified = (await callApi(admin, 'GET', '/getVerifiedProperty?limit=100')) as Property[];
  const advertised = verified.filter((property) => property.advertiseStatus === 'advertise');
  const spare = verified.filter((property) => property.advertiseStatus === 'disadvertise');
  for (const property of spare.slice(0, ADVERTISE_CAP - advertised.length)) {
    await callApi(admin, 'PATCH', `/updateAdvertise/${property._id}?advertiseStatus=advertise`);
  }
}

function findRow(page: Page, title: string) {
  return page.getByRole('table', { name: 'Verified properties' }).getByRole('row').filter({ hasText: title });
}

test('the admin chooses what the home page advertises, never more than six', async ({ page, browser }) => {
  const title = `Garden Condo ${Date.now()}`;
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await createVerifiedListing(agent.page.request, page.request, title);
  await agent.close();
  await fillAdvertisedSlots(page.request);

  await page.goto('/dashboard/adverTiseProperty');
  await expect(page.getByText(`Advertised: ${ADVERTISE_CAP} of ${ADVERTISE_CAP}`)).toBeVisible();
  const row = findRow(page, title);
  await expect(row).toContainText(DEMO_ACCOUNTS.agent.email);
  await expect(row.getByRole('button', { name: `Disadvertise ${title}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The seventh cannot be chosen: Advertise is disabled and says why (the server refuses it too).
  const advertiseSeventh = row.getByRole('button', { name: `Advertise ${title}` });
  await expect(advertiseSeventh).toBeDisabled();
  await expect(advertiseSeventh).toHaveAccessibleDescription(
    `All ${ADVERTISE_CAP} places are taken: disadvertise a property to advertise another.`,
  );

  // Free a slot, then advertise the new listing.
  const advertised = page
    .getByRole('table', { name: 'Verified properties' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Disadvertise / }) })
    .first();
  const freedTitle = (await advertised.getByRole('rowheader').textContent())?.trim() ?? '';
  await advertised.getByRole('button', { name: /^Disadvertise / }).click();
  await expect(page.getByText(MESSAGES.propertyDisadvertised)).toBeVisible();
  await expect(page.getByText(`Advertised: ${ADVERTISE_CAP - 1} of ${ADVERTISE_CAP}`)).toBeVisible();
  await row.getByRole('button', { name: `Advertise ${title}` }).click();
  await expect(page.getByText(MESSAGES.propertyAdvertised)).toBeVisible();
  await expect(page.getByText(`Advertised: ${ADVERTISE_CAP} of ${ADVERTISE_CAP}`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Disadvertise ${title}` })).toBeVisible();

  // 'Best For You' follows.
  await page.goto('/');
  const bestForYou = page.locator('section', { has: page.getByRole('heading', { name: 'Best For You' }) });
  await expect(bestForYou.getByRole('heading', { name: title })).toBeVisible();
  await expect(bestForYou.getByRole('article')).toHaveCount(ADVERTISE_CAP);
  expect(freedTitle).not.toBe('');
  await expect(bestForYou.getByRole('heading', { name: freedTitle })).toHaveCount(0);
});
