import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

/** A POST the app's own pages make, from its origin, through the page's context (its cookie jar). */
async function postAsTheApp(page: Page, path: string, data: object) {
  const response = await page.request.post(path, {
    data,
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
}

/**
 * Signs in as the sign-in page does, without opening it: the page's own Better Auth call through the
 * page's context, whose cookie jar the browser shares, so the next page opened starts signed in. For a test
 * whose subject comes after the sign-in. The sign-in page itself is tested by auth.spec.ts,
 * intent-across-sign-in.spec.ts, hydration.spec.ts and the README smoke; opening it and the page it leads
 * to cost about 1.6 s of CPU more per sign-in (decision 042).
 */
export async function signInThroughApi(page: Page, account: { email: string; password: string }) {
  await postAsTheApp(page, '/api/auth/sign-in/email', { email: account.email, password: account.password });
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

/**
 * Signs the account up as the sign-up page does without a photo, without opening it: Better Auth's
 * sign-up, then the profile (POST /api/users). Like signInThroughApi, for a test whose subject comes
 * after; the sign-up page itself is tested by auth.spec.ts, the journeys and the README smoke.
 */
export async function signUpThroughApi(page: Page, account: Account) {
  await postAsTheApp(page, '/api/auth/sign-up/email', account);
  await postAsTheApp(page, '/api/users', { email: account.email, name: account.name, photo: '' });
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
