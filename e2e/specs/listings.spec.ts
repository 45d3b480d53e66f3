import { join } from 'node:path';
import { LISTING_MESSAGES, MESSAGES } from '@nestlane/shared';
import type { Page } from '@playwright/test';
import { searchProperties } from '../support/api';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { openOtherBrowser } from '../support/other-browser';

// Runs in the Playwright config's 'shared-state' project, after the specs that compare pages with the API:
// it verifies new listings, which changes what search shows. An agent and an admin take turns in two
// browsers: more than the default budget on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const PICTURE = join(import.meta.dirname, '../../apps/web/public/images/take-a-look/bedroom.webp');

function uniqueTitle(label: string) {
  return `${label} ${Date.now()}${Math.floor(Math.random() * 1e4)}`;
}

/** Fills every section of Add Property, picks the spot on the map, and sends it. */
async function addProperty(page: Page, title: string) {
  await page.goto('/dashboard/addProperty');
  const form = page.getByRole('form', { name: 'Add Property' });
  await form.getByLabel('Property Title', { exact: true }).fill(title);
  await form
    .getByLabel('Description', { exact: true })
    .fill('Bright corner flat with a lake view.\nWalk to the market.');
  // A sale has the spec's price range; a rental one Monthly Rent (decision 047).
  await form.getByLabel('Listed On').selectOption('For Sale');
  await form.getByLabel('Min Price').fill('150000');
  await form.getByLabel('Max Price').fill('180000');
  await form.getByLabel('Monthly Homeowners Association Fee').fill('120');
  await form.getByLabel('Yearly Tax').fill('3');
  await form.getByLabel('Category').selectOption('Apartment');
  await form.getByLabel('Address').fill('Road 12, Sylhet Sadar, Sylhet');
  await form.getByLabel('Division').selectOption('Sylhet');
  await form.getByLabel('District').selectOption('Sylhet');
  // The district list follows the division: Dhaka's districts are not offered under Sylhet.
  await expect(form.getByLabel('District').locator('option', { hasText: 'Gazipur' })).toHaveCount(0);
  await form.getByLabel('Upazila').selectOption('Sylhet Sadar');
  // A click on the map fills latitude and longitude.
  const map = form.getByRole('region', { name: "Map of the property's location" });
  await map.locator('.leaflet-container').click({ position: { x: 120, y: 90 } });
  await expect(form.getByLabel('Latitude')).toHaveValue(/^\d+\.\d{6}$/);
  await expect(form.getByLabel('Longitude')).toHaveValue(/^\d+\.\d{6}$/);
  // Typed coordinates win: the listing must land where the agent says.
  await form.getByLabel('Latitude').fill('24.8949');
  await form.getByLabel('Longitude').fill('91.8687');
  await form.getByLabel('Size (ft²)').fill('1450');
  await form.getByLabel('Rooms', { exact: true }).fill('5');
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('Bathrooms').fill('2');
  await form.getByLabel('Year Built').fill('2018');
  await form.getByLabel('Estimated Taxes').fill('900');
  await form.getByRole('group', { name: 'Interior' }).getByLabel('Gym').check();
  await form.getByRole('group', { name: 'Other' }).getByLabel('WiFi').check();
  await form.getByLabel('Property Picture').setInputFiles(PICTURE);
  await expect(form.getByText('bedroom.webp')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText(MESSAGES.propertyAdded)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/addedProperties');
}

function findCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

function findManagedRow(page: Page, title: string) {
  return page.getByRole('table', { name: 'All properties' }).getByRole('row').filter({ hasText: title });
}

test('an agent lists a property, the admin verifies it, visitors find it, and the agent updates it', async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Lake View Flat');
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  await page.goto('/dashboard/addProperty');
  // An empty form shows the spec's messages and sends nothing.
  const form = page.getByRole('form', { name: 'Add Property' });
  await form.getByRole('button', { name: 'Add Property' }).click();
  for (const message of [
    MESSAGES.propertyTitleRequired,
    MESSAGES.addMinPriceRequired,
    MESSAGES.roomsRequired,
    // No place is chosen for the agent (it was Barishal): the division must be chosen.
    LISTING_MESSAGES.divisionInvalid,
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await addProperty(page, title);
  const card = findCard(page, title);
  await expect(card).toContainText('pending');
  await expect(card.getByRole('button', { name: `Update ${title}` })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect((await searchProperties(page.request, { search: title })).total).toBe(0);

  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await admin.page.goto('/dashboard/manageProperties');
  const row = findManagedRow(admin.page, title);
  await expect(row).toContainText(DEMO_ACCOUNTS.agent.email);
  await expect(row).toContainText('৳ 1.5–1.8 Lakh');
  await expectNoAxeViolations(admin.page);
  await row.getByRole('button', { name: `Verify ${title}` }).click();
  await expect(admin.page.getByText(MESSAGES.propertyVerified)).toBeVisible();
  // Pending listings come first: verified, this one may leave the first page (pending first, then the newest),
  // so it is judged by having no Verify button left; visitors finding it below shows it verified.
  await expect(row.getByRole('button', { name: `Verify ${title}` })).toHaveCount(0);
  await admin.close();

  // Visitors find it in search, and its page shows the map at the typed spot.
  await page.goto(`/allProperties?search=${encodeURIComponent(title)}`);
  const found = findCard(page, title);
  await expect(found).toBeVisible();
  await found.getByRole('link', { name: 'View Detail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Maps' }).click();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();

  // Verified now: the agent can update it.
  await page.goto('/dashboard/addedProperties');
  await findCard(page, title)
    .getByRole('link', { name: `Update ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Property' })).toBeVisible();
  const update = page.getByRole('form', { name: 'Update Property' });
  await expect(update.getByLabel('Property Title', { exact: true })).toHaveValue(title);
  await expect(update.getByLabel('Agent Email')).toHaveValue(DEMO_ACCOUNTS.agent.email);
  await expect(update.getByLabel('Agent Email')).toBeDisabled();
  const newTitle = `${title} Renovated`;
  await update.getByLabel('Property Title', { exact: true }).fill(newTitle);
  await update.getByLabel('Max Price').fill('140000');
  await update.getByRole('button', { name: 'Update Property' }).click();
  // The server's rule reaches the form: the max price is below the min.
  await expect(update.getByText('Max Price Should Be At Least The Min Price')).toBeVisible();
  await update.getByLabel('Max Price').fill('175000');
  await update.getByLabel('Property Picture').setInputFiles(PICTURE);
  await expectNoAxeViolations(page);
  await update.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText(MESSAGES.propertyUpdated)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/addedProperties');
  await expect(findCard(page, newTitle)).toContainText('৳ 1.5–1.75 Lakh');
  const [listing] = (await searchProperties(page.request, { search: newTitle })).properties;
  expect(listing?.maxPrice).toBe(175000);
});

test('a rejected listing stays with its agent, who deletes it', async ({ page, browser }) => {
  const title = uniqueTitle('Quiet Studio');
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  await addProperty(page, title);

  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await admin.page.goto('/dashboard/manageProperties');
  const row = findManagedRow(admin.page, title);
  await row.getByRole('button', { name: `Reject ${title}` }).click();
  const confirmation = admin.page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
  await confirmation.getByRole('button', { name: 'Yes, Reject!' }).click();
  await expect(admin.page.getByText(MESSAGES.propertyRejected)).toBeVisible();
  // As above, it may leave the first page; its agent's card below says rejected.
  await expect(row.getByRole('button', { name: `Reject ${title}` })).toHaveCount(0);
  await admin.close();

  await page.reload();
  const card = findCard(page, title);
  await expect(card).toContainText('rejected');
  await expect(card.getByRole('button', { name: `Update ${title}` })).toBeDisabled();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, Delete!' }).click();
  await expect(page.getByText(MESSAGES.propertyDeleted)).toBeVisible();
  await expect(findCard(page, title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Added Properties' })).toBeVisible();
  await expect(findCard(page, title)).toHaveCount(0);
});
