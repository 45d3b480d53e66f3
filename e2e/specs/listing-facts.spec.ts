import { join } from 'node:path';
import { MESSAGES } from '@nestlane/shared';
import { devices, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { callApi } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

// Runs in the 'shared-state' project: it verifies a new listing, which changes what search shows. The agent
// works on a 360 px phone, the visitor on the desktop; an admin verifies in a third browser.
test.describe.configure({ timeout: 150_000 });

const PICTURE = join(import.meta.dirname, '../../apps/web/public/images/take-a-look/bedroom.webp');

/** Add Property as a rental with the facts a Bangladeshi asks first (decision 047). */
async function addRental(page: Page, title: string) {
  await page.goto('/dashboard/addProperty');
  const form = page.getByRole('form', { name: 'Add Property' });
  await form.getByLabel('Listed On').selectOption('For Rent');
  await form.getByLabel('Category').selectOption('Apartment');
  await form.getByLabel('Floor (0 for ground)').fill('3');
  await form.getByLabel('Total Floors').fill('6');
  await form.getByLabel('Lift').selectOption('Yes');
  await form.getByLabel('Gas').selectOption('Piped gas');
  await form.getByLabel('Furnishing').selectOption('Semi-furnished');
  await form.getByLabel('Advance (months)').fill('2');
  await form.getByLabel('Service Charge a Month (৳)').fill('3,500');
  await form.getByLabel('Available From').fill('2027-01');
  await form.getByLabel('Who May Rent').selectOption('Bachelor women');
  await expect(form.getByLabel('Max Price')).toHaveCount(0);
  await form.getByLabel('Monthly Rent').fill('45k');
  await form.getByLabel('Monthly Homeowners Association Fee').fill('0');
  await form.getByLabel('Yearly Tax').fill('0');
  await form.getByLabel('Property Title', { exact: true }).fill(title);
  await form
    .getByLabel('Description', { exact: true })
    .fill('A bright flat near the lake, for working women.');
  await form.getByLabel('Address').fill('Road 11, Banani, Dhaka');
  await form.getByLabel('Division').selectOption('Dhaka');
  await form.getByLabel('District').selectOption('Dhaka');
  await form.getByLabel('Upazila').selectOption('Savar');
  await form.getByLabel('Latitude').fill('23.8583');
  await form.getByLabel('Longitude').fill('90.2667');
  await form.getByLabel('Size (ft²)').fill('1100');
  await form.getByLabel('Rooms', { exact: true }).fill('4');
  await form.getByLabel('Bedrooms').fill('2');
  await form.getByLabel('Bathrooms').fill('2');
  await form.getByLabel('Year Built').fill('2016');
  await form.getByLabel('Estimated Taxes').fill('0');
  await form.getByLabel('Property Picture').setInputFiles(PICTURE);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText(MESSAGES.propertyAdded)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/addedProperties');
}

test('an agent adds a rental with its facts on a phone; a visitor finds it by who may rent and reads them', async ({
  page,
  browser,
}) => {
  const title = `Banani Women's Flat ${Date.now()}`;
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 760 },
    screen: { width: 360, height: 760 },
  });
  const agentPage = await phone.newPage();
  await signInThroughApi(agentPage, DEMO_ACCOUNTS.agent);
  await addRental(agentPage, title);
  // No horizontal scroll on the phone.
  expect(await agentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const own = (await callApi(
    agentPage.request,
    'GET',
    `/getProperty?email=${encodeURIComponent(DEMO_ACCOUNTS.agent.email)}`,
  )) as { _id: string; propertyTitle: string; minPrice: number; maxPrice: number }[];
  const added = own.find((listing) => listing.propertyTitle === title);
  expect(added).toMatchObject({ minPrice: 45000, maxPrice: 45000 });
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await callApi(admin.page.request, 'PATCH', `/updateStatus/${added?._id}?status=verified`);
  await admin.close();

  // A family's search does not find it; a bachelor woman's does, with the card's facts.
  const search = `/allProperties?listedFor=For+Rent&search=${encodeURIComponent(title)}`;
  await page.goto(`${search}&tenantType=family`);
  await expect(page.getByRole('main').getByRole('article', { name: title })).toHaveCount(0);
  await page.goto(search);
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('group', { name: 'Who may rent' }).getByText('Bachelor women').click();
  await sheet.getByLabel('With a lift').check();
  await expect(page).toHaveURL(/tenantType=bachelor_women/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  const card = page.getByRole('main').getByRole('article', { name: title });
  await expect(card).toContainText('3rd of 6 · Lift · Gas · Bachelor women');
  await expect(card).toContainText('৳ 45,000/month');
  await expectNoAxeViolations(page);

  // The property page's facts, on the phone.
  await agentPage.goto(`/propertyDetail/${added?._id}`);
  const facts = agentPage.getByRole('region', { name: 'Key facts' });
  await expect(facts).toContainText('Advance');
  await expect(facts).toContainText('2 months');
  await expect(facts).toContainText('৳ 3,500');
  await expect(facts).toContainText('January 2027');
  await expectNoAxeViolations(agentPage);
  await phone.close();
});
