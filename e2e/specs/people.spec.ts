import { MESSAGES, roleChangedMessage, userDeletedMessage } from '@nestlane/shared';
import type { Browser, Page } from '@playwright/test';
import {
  type Account,
  createAccount,
  DEMO_ACCOUNTS,
  signInThroughApi,
  signUpThroughApi,
} from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { openOtherBrowser } from '../support/other-browser';

// Each test has two people in two browsers, each signing up or in: more than the default 45 s budget
// when the two-core machine is loaded.
test.describe.configure({ timeout: 90_000 });

const AGENT_LINKS = [
  'Agent Profile',
  'Add Property',
  'My Added Properties',
  'My Sold Properties',
  'Requested Properties',
  'Enquiries',
  'Viewings',
  'Saved Searches',
  'Statistics',
  'Home',
];

/** Signs up a fresh user in a browser of their own, then closes it. */
async function signUpElsewhere(browser: Browser, label: string): Promise<Account> {
  const account = createAccount(label);
  const other = await openOtherBrowser(browser);
  await signUpThroughApi(other.page, account);
  await other.close();
  return account;
}

function findUserRow(page: Page, email: string) {
  return page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ hasText: email });
}

/** Clicks an action, checks the 'Are you sure?' dialog's texts, and confirms. */
async function confirmAction(page: Page, description: string, confirmLabel: string) {
  const dialog = page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(description);
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}

test('a user applies as agent, the admin makes them agent, and they get the agent dashboard', async ({
  page,
  browser,
}) => {
  const applicant = createAccount('Applicant');
  await signUpThroughApi(page, applicant);
  await page.goto('/dashboard/myProfile');
  const form = page.getByRole('form', { name: 'Apply To Become An Agent' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Send Agent Request' }).click();
  await expect(form.getByText('Twitter is required')).toBeVisible();
  await expect(form.getByText('WhatsApp is required')).toBeVisible();
  await form.getByLabel('Twitter').fill('https://x.com/applicant');
  await form.getByLabel('Facebook').fill('https://facebook.com/applicant');
  await form.getByLabel('LinkedIn').fill('https://linkedin.com/in/applicant');
  await form.getByLabel('WhatsApp').fill('01711abc');
  await form.getByRole('button', { name: 'Send Agent Request' }).click();
  await expect(form.getByText(/WhatsApp must be a number/)).toBeVisible();
  await form.getByLabel('WhatsApp').fill('+8801711000000');
  await form.getByRole('button', { name: 'Send Agent Request' }).click();
  await expect(page.getByText(MESSAGES.agentRequestSent)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(MESSAGES.agentRequestPending)).toBeVisible();
  await expect(form).toBeHidden();

  // A second visit cannot apply again: the pending notice instead of the form.
  await page.reload();
  await expect(main.getByText(MESSAGES.agentRequestPending)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply To Become An Agent' })).toBeHidden();
  await expectNoAxeViolations(page);

  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  await admin.page.goto('/dashboard/agentRequest');
  const table = admin.page.getByRole('table', { name: 'Agent requests' });
  const row = table.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText(applicant.name);
  await expect(row).toContainText('AGENT');
  await expectNoAxeViolations(admin.page);
  await row.getByRole('button', { name: 'Make Agent' }).click();
  await expectNoAxeViolations(admin.page);
  await confirmAction(admin.page, 'You Want to Make The User Agent!', 'Yes, Make Agent!');
  await expect(admin.page.getByText(roleChangedMessage(applicant.name, 'agent'))).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText(AGENT_LINKS);
  await expect(page.getByText('You are a : agent')).toBeVisible();
});

test('the admin makes a user admin', async ({ page, browser }) => {
  const person = await signUpElsewhere(browser, 'Promoted');
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/manageUsers');
  const row = findUserRow(page, person.email);
  await expect(row).toContainText('user');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Make Admin' }).click();
  await confirmAction(page, `You Want to Make ${person.name} Admin!`, 'Yes, Make Admin!');
  await expect(page.getByText(roleChangedMessage(person.name, 'admin'))).toBeVisible();
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Make Agent' })).toBeVisible();
});

test('the admin marks an agent fraud: no promotions, a Fraud label', async ({ page, browser }) => {
  const person = await signUpElsewhere(browser, 'Flagged');
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/manageUsers');
  const row = findUserRow(page, person.email);
  // Fraud is offered only for agents.
  await expect(row.getByRole('button', { name: 'Make Agent' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark Fraud' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Make Agent' }).click();
  await confirmAction(page, `You Want to Make ${person.name} Agent!`, 'Yes, Make Agent!');
  await expect(page.getByText(roleChangedMessage(person.name, 'agent'))).toBeVisible();

  await row.getByRole('button', { name: 'Mark Fraud' }).click();
  await confirmAction(page, `You Want to Mark ${person.name} As Fraud!`, 'Yes, Mark Fraud!');
  await expect(page.getByText(MESSAGES.userModified)).toBeVisible();
  await expect(row.getByText('Fraud', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveText(['Delete']);
  await expectNoAxeViolations(page);
});

test('the admin deletes a user, whose session ends, and cannot delete their own account', async ({
  page,
  browser,
}) => {
  const person = createAccount('Removed');
  const other = await openOtherBrowser(browser);
  await signUpThroughApi(other.page, person);

  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/manageUsers');
  const row = findUserRow(page, person.email);
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmAction(page, `You Want to Delete ${person.name}!`, 'Yes, Delete!');
  await expect(page.getByText(userDeletedMessage(person.name))).toBeVisible();
  await expect(row).toHaveCount(0);

  // The deleted person's browser is signed out on its next visit.
  await other.page.goto('/dashboard/myProfile');
  await expect(other.page).toHaveURL('/signIn');
  await other.close();

  const ownRow = findUserRow(page, DEMO_ACCOUNTS.admin.email);
  await ownRow.getByRole('button', { name: 'Delete' }).click();
  await confirmAction(page, `You Want to Delete ${DEMO_ACCOUNTS.admin.name}!`, 'Yes, Delete!');
  await expect(page.getByText(MESSAGES.cannotDeleteSelf)).toBeVisible();
  await expect(ownRow).toBeVisible();
});

test('the users table scrolls sideways on a phone and stays accessible @phone', async ({ page }) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await page.goto('/dashboard/manageUsers');
  const region = page.getByRole('region', { name: 'All users' });
  await expect(findUserRow(page, DEMO_ACCOUNTS.user.email)).toBeAttached();
  const isScrollable = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(isScrollable).toBe(true);
  await expectNoAxeViolations(page);
});
