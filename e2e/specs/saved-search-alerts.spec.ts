/**
 * Issue 15's saved searches and alerts (decision 037): a buyer saves a search from the search page;
 * the agent lists a matching home and the admin verifies it; the alert job (pg-boss, its worker
 * polling) tells the buyer: the bell counts it without a reload, the demo outbox holds the mail with
 * the listing's link and a one-click unsubscribe, and the dashboard's Saved Searches opens the search
 * again. In the shared-state project: it adds a verified listing, which other specs would count.
 */
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

type OutboxMail = { to: string; subject: string; text: string; link: string | null };

test('a saved search hears about a new matching listing in the bell and by mail', async ({
  page,
  browser,
  request,
}) => {
  const word = `Alertwood${Date.now().toString(36)}`;
  const buyer = createAccount('Alerts');
  await signUpThroughApi(page, buyer);

  // The search page: Save search names the filters and keeps them.
  await page.goto(`/allProperties?search=${word}&listedFor=For+Sale`);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Homes like ${word}`);
  await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // The agent lists a matching home; the admin verifies it.
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  const title = `${word} Garden Flat`;
  const id = await createVerifiedListing(agent.page.request, admin.page.request, title);
  await admin.close();
  await agent.close();

  // The bell counts it live (the job's notification, delivered to the open page).
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await bell.click();
  const item = page
    .getByRole('menu')
    .getByRole('menuitem', { name: new RegExp(`New listing for “Homes like ${word}”: ${title}`) });
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');

  // The mail: the listing's link and a one-click unsubscribe.
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/outbox')).json()) as OutboxMail[];
      mail = outbox.find((entry) => entry.to === buyer.email.toLowerCase());
      return mail?.subject;
    })
    .toBe(`New listing for “Homes like ${word}”: ${title}`);
  expect(mail?.text).toContain(`/propertyDetail/${id}`);
  expect(mail?.text).toMatch(/\/unsubscribe\?token=\S+/);

  // The dashboard lists it; Open goes back to the search with its filters.
  await page.goto('/dashboard/savedSearches');
  const card = page.getByRole('article', { name: `Homes like ${word}` });
  await expect(card.getByRole('combobox', { name: `Alerts for Homes like ${word}` })).toHaveValue('instant');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: `Open Homes like ${word}` }).click();
  await expect(page).toHaveURL(`/allProperties?search=${word}&listedFor=For+Sale`);
  await expect(page.getByRole('main').getByRole('article', { name: title })).toBeVisible();
});
