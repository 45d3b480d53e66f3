import { MESSAGES } from '@nestlane/shared';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('an unknown page says so and leads home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('link', { name: 'Go Home' })
    .or(page.getByRole('button', { name: 'Go Home' }))
    .click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Nestlane || Home');
});

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-call');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404 });
});
