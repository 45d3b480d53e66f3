import { expect, type Page } from '@playwright/test';

/** Seeded demo accounts (README "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@nestlane.test', password: 'Admin@123', name: 'Farhana Akter' },
  agent: { email: 'agent.rahim@nestlane.test', password: 'Agent@123', name: 'Rahim Uddin' },
  user: { email: 'user.tanvir@nestlane.test', password: 'User@123', name: 'Tanvir Ahmed' },
  fraud: { email: 'agent.kamal@nestlane.test', password: 'Agent@123', name: 'Kamal Hossain' },
  /** The buyers of the demo's closed deals (decision 071): a sale completed, a rental cancelled and refunded. */
  completedBuyer: { email: 'user.arif@nestlane.test', password: 'User@123', name: 'Arif Chowdhury' },
  cancelledBuyer: { email: 'user.sadia@nestlane.test', password: 'User@123', name: 'Sadia Islam' },
} as const;

/** Fills and sends the sign-in form on the current /signIn page. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the real page and waits until the app has settled on the next page. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/signIn');
  await submitSignIn(page, account);
  await page.waitForURL((url) => url.pathname !== '/signIn');
}

export type Account = { name: string; email: string; password: string };

/** A fresh account per test keeps the specs independent and safe to run in parallel. */
export function createAccount(label: string): Account {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `${label} ${suffix}`,
    email: `${label.toLowerCase()}.${suffix}@example.com`,
    password: 'Fresh@123',
  };
}

/** Signs the account up through the real page; the app lands on / signed in. */
export async function signUp(page: Page, account: Account) {
  await page.goto('/signUp');
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign UP' }).click();
  await expect(page).toHaveURL('/');
}
