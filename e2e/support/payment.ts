import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills the sandbox's card form on the payment page and presses Pay Now. */
export async function payWithCard(page: Page, card: string) {
  const form = page.getByRole('main');
  await form.getByLabel('Card Number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay Now' }).click();
}

/** From the demo's payment page to the SSLCommerz-like demo gateway (decision 062), which shows the sum. */
export async function openDemoGateway(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Continue To SSLCommerz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSLCommerz Sandbox (Demo)' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(amount);
}

/** Chooses the method and the test outcome on the demo gateway and pays; the gateway sends the browser back. */
export async function payAtDemoGateway(page: Page, method: string, outcome: string, amount: string) {
  const main = page.getByRole('main');
  await main.getByRole('group', { name: 'Pay with' }).getByText(method, { exact: true }).click();
  await expect(main.getByRole('radio', { name: method, exact: true })).toBeChecked();
  await main.getByRole('group', { name: 'Test outcome' }).getByText(outcome, { exact: true }).click();
  await expect(main.getByRole('radio', { name: outcome, exact: true })).toBeChecked();
  await main.getByRole('button', { name: `Pay ${amount}` }).click();
}
