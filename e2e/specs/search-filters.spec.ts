import { searchProperties } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('@phone the Filters sheet fits a 360 px phone, sets rooms and an amenity, counts the homes and gives focus back', async ({
  page,
  request,
}) => {
  const expected = await searchProperties(request, {
    listedFor: 'For Rent',
    minBedrooms: '2',
    amenities: 'Gym',
  });
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/allProperties');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  // The radios are drawn as a segmented control: a person presses the visible label.
  await main.getByRole('group', { name: 'Rent or buy' }).getByText('Rent', { exact: true }).click();
  await expect(main.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(page).toHaveURL(/listedFor=For\+Rent/);

  const button = main.getByRole('button', { name: 'Filters', exact: true });
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);

  await sheet.getByRole('group', { name: 'Bedrooms' }).getByText('2+').click();
  await sheet.getByRole('checkbox', { name: 'Gym' }).check();
  await expect(page).toHaveURL(/minBedrooms=2/);
  await expect(page).toHaveURL(/amenities=Gym/);
  const show = sheet.getByRole('button', { name: `Show ${expected.total} home` });
  await expect(show).toBeVisible();
  await expectNoAxeViolations(page);

  await show.click();
  await expect(sheet).toBeHidden();
  const withCount = main.getByRole('button', { name: 'Filters (2 on)' });
  await expect(withCount).toBeFocused();
  await expect(main.getByRole('article').getByRole('heading')).toHaveText(
    expected.properties.slice(0, 12).map((p) => p.propertyTitle),
  );
  await expect(main.getByRole('list', { name: 'Filters on' })).toContainText('2+ beds');
  await expectNoAxeViolations(page);
  // The page itself stays within the phone's width with the chips and the sheet's button.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the where box works by keyboard alone, in English and in Bangla, and fills the right filter', async ({
  page,
  request,
}) => {
  await page.goto('/allProperties');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  const where = main.getByRole('combobox', { name: 'Where' });
  await where.focus();

  await page.keyboard.type('Savar');
  const option = page.getByRole('option', { name: /Savar, Dhaka/ });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(where).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/district=Dhaka&upazila=Savar/);
  await expect(where).toBeFocused();
  await expect(where).toHaveValue('');
  const savar = await searchProperties(request, { district: 'Dhaka', upazila: 'Savar' });
  if (savar.total === 0) await expect(main.getByText('No Properties Available')).toBeVisible();
  else {
    await expect(main.getByRole('article').getByRole('heading')).toHaveText(
      savar.properties.slice(0, 12).map((p) => p.propertyTitle),
    );
  }

  // Bangla: the Dhaka city area Gulshan, chosen with Enter on the first suggestion.
  await page.keyboard.type('গুলশান');
  await expect(page.getByRole('option', { name: /Gulshan, Dhaka/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/district=Dhaka&area=Gulshan/);
  await expect(page).not.toHaveURL(/upazila=/);
  await expect(main.getByRole('button', { name: 'Remove Gulshan, Dhaka' })).toBeVisible();

  // Escape closes the list, a second Escape clears the text.
  await page.keyboard.type('chat');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(where).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('the home search hands Rent, a place and a monthly budget to the search page, which shows rents per month', async ({
  page,
  request,
}) => {
  const expected = await searchProperties(request, {
    listedFor: 'For Rent',
    district: 'Dhaka',
    area: 'Gulshan',
    minPrice: '60000',
    maxPrice: '100000',
  });
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search properties' });
  await form.getByRole('group', { name: 'Rent or buy' }).getByText('Rent', { exact: true }).click();
  await form.getByRole('combobox', { name: 'Where' }).fill('gulsh');
  await page.getByRole('option', { name: /Gulshan, Dhaka/ }).click();
  await expect(form.getByRole('button', { name: 'Remove Gulshan, Dhaka' })).toBeVisible();
  await form.getByLabel('Monthly rent').selectOption({ label: '৳ 60,000–1 Lakh a month' });
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    /\/allProperties\?listedFor=For\+Rent&district=Dhaka&area=Gulshan&minPrice=60000&maxPrice=100000$/,
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(main.getByLabel('Monthly rent')).toHaveValue('60000-100000');
  await expect(main.getByRole('article').getByRole('heading')).toHaveText(
    expected.properties.map((p) => p.propertyTitle),
  );
  await expect(main.getByRole('article').first()).toContainText(
    /৳ [\d.,]+( Lakh)?(–[\d.,]+( Lakh)?)?\/month/,
  );
  await expectNoAxeViolations(page);
});
