import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * The forgiving where box (issue 26, decision 049): a section typed without its space or in Bangla
 * digits, and a place typed with one typo, are offered and fill the search's place filters.
 */
async function checkForgivingWhereBox(page: Page) {
  await page.goto('/allProperties');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  const where = main.getByRole('combobox', { name: 'Where' });

  await where.fill('mirpur10');
  const mirpur10 = page.getByRole('option', { name: /^Mirpur 10, Mirpur/ });
  await expect(mirpur10).toBeVisible();
  await expect(mirpur10).toContainText('Locality');
  await expectNoAxeViolations(page);
  await where.press('Enter');
  await expect(page).toHaveURL(/district=Dhaka&area=Mirpur&locality=Mirpur\+10/);
  await expect(main.getByRole('list', { name: 'Filters on' })).toContainText('Mirpur 10, Dhaka');

  await where.fill('মিরপুর ১০');
  await expect(page.getByRole('option', { name: /^Mirpur 10, Mirpur/ })).toBeVisible();

  await where.fill('Dhanmondy');
  await expect(page.getByRole('option').first()).toContainText('Dhanmondi, Dhaka');
  await where.fill('Gulsan');
  await expect(page.getByRole('option').first()).toContainText('Gulshan, Dhaka');
  await where.press('Enter');
  await expect(page).toHaveURL(/district=Dhaka&area=Gulshan/);
  await expect(page).not.toHaveURL(/locality=/);
  await expectNoAxeViolations(page);
}

test('the where box forgives spacing, Bangla digits and one typo', async ({ page }) => {
  await checkForgivingWhereBox(page);
});

test('@phone the where box forgives spacing, Bangla digits and one typo on a phone', async ({ page }) => {
  await checkForgivingWhereBox(page);
});
