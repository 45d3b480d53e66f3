import { IDENTITY_MESSAGES, MESSAGES } from '@nestlane/shared';
import { DEMO_ACCOUNTS, signInAs, submitSignIn } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const DASHBOARD_LINKS = {
  admin: [
    'Admin Profile',
    'Manage Properties',
    'Manage Users',
    'Manage Reviews',
    'Advertise Property',
    'Agent Request',
    'Statistics',
    'Payments',
  ],
  agent: [
    'Agent Profile',
    'Add Property',
    'My Added Properties',
    'My Sold Properties',
    'Requested Properties',
    'Enquiries',
    'Viewings',
    'Saved Searches',
    'Statistics',
  ],
  user: [
    'My Profile',
    'Wishlist',
    'Property Bought',
    'My Reviews',
    'My Enquiries',
    'Viewings',
    'Saved Searches',
  ],
} as const;

test('sign-up shows each validation message, then creates a signed-in account', async ({ page }) => {
  await page.goto('/signUp');
  await expect(page).toHaveTitle('Nestlane || Sign Up');
  await expect(page.getByText('Choose Profile Picture')).toBeVisible();
  await expectNoAxeViolations(page);
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Sign UP' });

  await submit.click();
  await expect(main.getByText('Please Type Your Name')).toBeVisible();
  await expect(main.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(main.getByText(MESSAGES.passwordRequired)).toBeVisible();

  const email = `new.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await main.getByLabel('Name').fill('Nadia Karim');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('Ab@1');
  await submit.click();
  await expect(main.getByText(MESSAGES.passwordTooShort)).toBeVisible();

  await main.getByLabel('Password').fill('abcdef12');
  await submit.click();
  await expect(main.getByText(MESSAGES.passwordWeak)).toBeVisible();

  await main.getByLabel('Password').fill('Nadia@123');
  await submit.click();
  await expect(page.getByText(MESSAGES.signUpSuccess)).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu of Nadia Karim' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();
});

test('sign-in returns to the remembered page', async ({ page }) => {
  await page.goto('/dashboard/myProfile');
  await expect(page).toHaveURL('/signIn');
  await expect(page).toHaveTitle('Nestlane || Sign In');
  await expectNoAxeViolations(page);
  await submitSignIn(page, DEMO_ACCOUNTS.user);
  await expect(page.getByText(MESSAGES.signInSuccess)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(DEMO_ACCOUNTS.user.email)).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/signIn');
  await submitSignIn(page, { email: DEMO_ACCOUNTS.user.email, password: 'Wrong@999' });
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL('/signIn');
});

test('a fraud-flagged agent is refused at sign-in and told why', async ({ page }) => {
  await page.goto('/signIn');
  await submitSignIn(page, DEMO_ACCOUNTS.fraud);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(IDENTITY_MESSAGES.accountSuspended);
  await expect(page.getByText(MESSAGES.invalidCredentials)).toHaveCount(0);
  await expect(page).toHaveURL('/signIn');
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
});

// The demo's fraud agent is suspended (decision 013): no dashboard of theirs to show.
for (const role of ['admin', 'agent', 'user'] as const) {
  test(`the ${role} dashboard shows exactly the ${role}'s links`, async ({ page }) => {
    await signInAs(page, DEMO_ACCOUNTS[role]);
    await page.goto('/dashboard/myProfile');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText([...DASHBOARD_LINKS[role], 'Home']);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText(`Hello, ${DEMO_ACCOUNTS[role].name}`)).toBeVisible();
    if (role !== 'user') await expect(page.getByText(`You are a : ${role}`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('signing out from the dashboard returns home signed out', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.agent);
  await page.goto('/dashboard/myProfile');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  await page.goto('/dashboard/myProfile');
  await expect(page).toHaveURL('/signIn');
});

test('signing out from the avatar menu returns home', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.user);
  await page.getByRole('button', { name: `Account menu of ${DEMO_ACCOUNTS.user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});

test('a user opening an admin page is sent to sign in', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.user);
  await page.goto('/dashboard/manageUsers');
  await expect(page).toHaveURL('/signIn');
});

test('the dashboard drawer holds the links on a phone @phone', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/myProfile');
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard' });
  await expect(drawer.getByRole('link')).toHaveText([...DASHBOARD_LINKS.admin, 'Home']);
  await expectNoAxeViolations(page);
  await drawer.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL('/dashboard/manageUsers');
  await expect(drawer).toBeHidden();
});
