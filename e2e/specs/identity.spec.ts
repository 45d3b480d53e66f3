import { MESSAGES } from '@nestlane/shared';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, submitSignIn } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const DEMO_PROVIDER_LABEL = 'Nestlane Demo ID';
const ACCOUNT_NOT_LINKED = 'This email already has a Nestlane password account. Sign in with your password.';

function makeFreshEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** From a page with the single-click button: through the demo provider's own login page and back. */
async function signInWithDemoProvider(page: Page, identity: { name: string; email: string }) {
  await page
    .getByRole('main')
    .getByRole('button', { name: `Continue with ${DEMO_PROVIDER_LABEL}` })
    .click();
  await page.waitForURL(/\/api\/oidc-demo\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_PROVIDER_LABEL })).toBeVisible();
  await page.getByLabel('Name').fill(identity.name);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signOutFromDashboard(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
}

test('single-click sign-in through the demo provider creates a user, and the same email returns to it', async ({
  page,
}) => {
  const email = makeFreshEmail('demo.id');
  await page.goto('/dashboard/myProfile');
  await expect(page).toHaveURL('/signIn');
  await expectNoAxeViolations(page);

  await signInWithDemoProvider(page, { name: 'Mitu Sarker', email });
  await expect(page.getByText(MESSAGES.providerSignInSuccess)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myProfile');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Hello, Mitu Sarker')).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();
  // Axe reads a toast mid-fade as low contrast: check the page once the toast has gone.
  await expect(page.getByText(MESSAGES.providerSignInSuccess)).toBeHidden();
  await expectNoAxeViolations(page);

  // Same email, another name typed: the same account comes back, with its own name and role.
  await signOutFromDashboard(page);
  await page.goto('/signUp');
  await signInWithDemoProvider(page, { name: 'Somebody Else', email });
  await expect(page.getByText(MESSAGES.providerSignInSuccess)).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard/myProfile');
  await expect(page.getByText('Hello, Mitu Sarker')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Profile' }),
  ).toBeVisible();
});

test('the demo provider cannot enter a password account: the sign-in page says why', async ({ page }) => {
  await page.goto('/signIn');
  await signInWithDemoProvider(page, { name: 'Not Tanvir', email: DEMO_ACCOUNTS.user.email });
  await expect(page).toHaveURL(/\/signIn\?.*error=account_not_linked/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ACCOUNT_NOT_LINKED);
  await expectNoAxeViolations(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});

test('password reset through the demo inbox: the new password works and the old one is refused', async ({
  page,
}) => {
  const email = makeFreshEmail('reset');
  const account = { name: 'Sadia Islam', oldPassword: 'Sadia@123', newPassword: 'Fresh#456' };
  await page.goto('/signUp');
  const signUpForm = page.getByRole('main');
  await signUpForm.getByLabel('Name').fill(account.name);
  await signUpForm.getByLabel('Email').fill(email);
  await signUpForm.getByLabel('Password').fill(account.oldPassword);
  await signUpForm.getByRole('button', { name: 'Sign UP' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: `Account menu of ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();

  await page.goto('/signIn');
  await page.getByRole('main').getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL('/forgotPassword');
  await expect(page).toHaveTitle('Nestlane || Forgot Password');
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('If an account uses this email');
  await page.getByRole('link', { name: 'Open the demo inbox' }).click();

  await expect(page).toHaveURL(/\/demoInbox\?to=/);
  const mail = page.getByRole('article');
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('heading', { name: 'Reset your Nestlane password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await mail.getByRole('link', { name: 'Open link' }).click();

  await expect(page).toHaveURL(/\/resetPassword\?token=/);
  await expectNoAxeViolations(page);
  const newPassword = page.getByLabel('New Password');
  await newPassword.fill('weakpass');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordWeak);
  await newPassword.fill(account.newPassword);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Password Changed, Please Sign In')).toBeVisible();
  await expect(page).toHaveURL('/signIn');

  await submitSignIn(page, { email, password: account.oldPassword });
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL('/signIn');
  await submitSignIn(page, { email, password: account.newPassword });
  await expect(page.getByText(MESSAGES.signInSuccess)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Account menu of ${account.name}` })).toBeVisible();
});
