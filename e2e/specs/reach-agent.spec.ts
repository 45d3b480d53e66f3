/**
 * Issue 12, reaching the agent (since issue 27, Call and WhatsApp reveal the number on a tap, for
 * visitors too; messages still need an account): a buyer reveals the agent's numbers and sends an
 * enquiry; the agent, in a browser of their own, finds it unread in Enquiries and replies; the buyer,
 * without a reload, gets the bell and the mail, then reads the reply. A viewing is asked, confirmed and cancelled with a reason, on a 360 px phone.
 */
import type { Page } from '@playwright/test';
import {
  type Account,
  createAccount,
  DEMO_ACCOUNTS,
  signInThroughApi,
  signUpThroughApi,
} from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { findAgentListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

/** Rahim Uddin's numbers in the demo data (apps/api/src/seed/accounts.ts). */
const RAHIM_PHONE = '+8801700000101';

/** The demo agent Nusrat Jahan, whose phone one test changes (the others read Rahim's). */
const NUSRAT = { email: 'agent.nusrat@nestlane.test', password: 'Agent@123', name: 'Nusrat Jahan' };

/** The property page's aside, where the agent is reached. */
function findAgentBox(page: Page) {
  return page.getByRole('complementary', { name: 'Price and agent' });
}

/** 'YYYY-MM-DDTHH:mm', the local time `days` from now at 11:00, as a datetime-local field takes it. */
function localTimeIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T11:00`;
}

async function signUpBuyer(page: Page, label: string): Promise<Account> {
  const buyer = createAccount(label);
  await signUpThroughApi(page, buyer);
  return buyer;
}

test('a buyer sends an enquiry, the agent replies in their dashboard, the buyer gets the bell and the mail and reads the reply', async ({
  page,
  browser,
  request,
}) => {
  const listing = await findAgentListing(request);
  await page.goto(`/propertyDetail/${listing._id}`);
  // A visitor may call (one-tap-agent.spec.ts) but is asked to sign in to write.
  await expect(findAgentBox(page).getByRole('button', { name: 'Call' })).toBeVisible();
  await expect(findAgentBox(page).getByRole('link', { name: 'Sign in to contact the agent' })).toBeVisible();

  const buyer = await signUpBuyer(page, 'Enquirer');
  await page.goto(`/propertyDetail/${listing._id}`);
  const box = findAgentBox(page);
  await box.getByRole('button', { name: 'Call' }).click();
  await expect(
    box.getByRole('link', { name: `Call ${DEMO_ACCOUNTS.agent.name} at ${RAHIM_PHONE}` }),
  ).toHaveAttribute('href', `tel:${RAHIM_PHONE}`);
  const whatsapp = box.getByRole('link', {
    name: `WhatsApp ${DEMO_ACCOUNTS.agent.name} (opens in a new tab)`,
  });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/8801700000101\?text=/);
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(listing.propertyTitle);

  const question = `Is ${listing.propertyTitle} still available? (${buyer.name})`;
  await box.getByRole('textbox', { name: 'Message to the agent' }).fill(question);
  await box.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Open the conversation' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The agent, elsewhere, finds the thread unread and replies.
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await agent.page.goto('/dashboard');
  await agent.page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Enquiries' })
    .click();
  await expect(agent.page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const thread = agent.page
    .getByRole('list', { name: 'Enquiry threads' })
    .getByRole('link')
    .filter({ hasText: `From ${buyer.name}` });
  await expect(thread).toContainText('Unread');
  await expect(thread).toContainText(listing.propertyTitle);
  await thread.click();
  await expect(agent.page.getByRole('heading', { level: 1, name: listing.propertyTitle })).toBeVisible();
  await expect(agent.page.getByRole('list', { name: 'Messages' })).toContainText(question);
  const answer = `Yes, it is. Come and see it, ${buyer.name}.`;
  await agent.page.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await agent.page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(agent.page.getByRole('list', { name: 'Messages' }).getByRole('listitem').last()).toContainText(
    answer,
  );
  await expectNoAxeViolations(agent.page);
  await agent.close();

  // The buyer, still on the listing, hears of it without a reload: the bell, and the mail in the demo outbox.
  const replied = `${DEMO_ACCOUNTS.agent.name} replied about ${listing.propertyTitle}`;
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/outbox')).json()) as { to: string; subject: string }[];
      return outbox.some((mail) => mail.to === buyer.email && mail.subject === replied);
    })
    .toBe(true);

  // The buyer reads the reply in My Enquiries.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Enquiries' })
    .click();
  const mine = page.getByRole('list', { name: 'Enquiry threads' }).getByRole('link').first();
  await expect(page.getByRole('heading', { level: 1, name: 'My Enquiries' })).toBeVisible();
  await expect(mine).toContainText('Unread');
  await expect(mine).toContainText(answer);
  await mine.click();
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText(DEMO_ACCOUNTS.agent.name);
  await expect(messages.last()).toContainText(answer);
  await expectNoAxeViolations(page);
});

test('a viewing is asked, confirmed by the agent and cancelled with a reason @phone', async ({
  page,
  browser,
  request,
}) => {
  const listing = await findAgentListing(request);
  const buyer = await signUpBuyer(page, 'Visitor');
  await page.goto(`/propertyDetail/${listing._id}`);
  const box = findAgentBox(page);
  await box.getByLabel('Proposed time 1').fill(localTimeIn(3));
  await box.getByLabel('Proposed time 2 (optional)').fill(localTimeIn(4));
  await box.getByRole('textbox', { name: 'Note for the agent (optional)' }).fill('Mornings suit me');
  await box.getByRole('button', { name: 'Request Viewing' }).click();
  await expect(page.getByText('Viewing requested')).toBeVisible();
  // The forms fit the phone: nothing makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await box.getByRole('link', { name: 'See your viewings' }).click();
  const card = page.getByRole('article', { name: listing.propertyTitle }).first();
  await expect(card).toContainText('Requested');
  await expect(card).toContainText(`With ${DEMO_ACCOUNTS.agent.name}`);
  await expectNoAxeViolations(page);

  // The agent confirms the second time.
  const agent = await openOtherBrowser(browser);
  await agent.page.setViewportSize({ width: 360, height: 760 });
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await agent.page.goto('/dashboard/viewings');
  const request_ = agent.page
    .getByRole('article', { name: listing.propertyTitle })
    .filter({ hasText: `Requested by ${buyer.name}` });
  await expect(request_).toContainText('Mornings suit me');
  await request_.getByRole('radio').nth(1).check();
  await request_.getByRole('button', { name: 'Confirm Viewing' }).click();
  await expect(request_).toContainText('Confirmed');
  await expect(request_).toContainText('Visit on');
  // The toast comes once the toaster's code has loaded: the check waits for it to come and go, or axe may
  // read it half faded in (a contrast failure of an animation frame).
  await expect(agent.page.getByRole('status').filter({ hasText: 'Viewing confirmed' })).toBeVisible();
  await expectNoAxeViolations(agent.page);

  // The buyer sees it confirmed, then cancels with a reason.
  await page.reload();
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: 'Cancel Viewing' }).click();
  await card.getByRole('button', { name: 'Cancel This Viewing' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please give a reason for cancelling');
  await card.getByRole('textbox', { name: 'Why are you cancelling?' }).fill('I found another flat');
  await card.getByRole('button', { name: 'Cancel This Viewing' }).click();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Cancelled by you: I found another flat');

  // The agent sees who cancelled and why.
  await agent.page.reload();
  await expect(request_).toContainText(`Cancelled by ${buyer.name}: I found another flat`);
  await agent.close();
});

test('an agent sets a phone number in My Profile, and a buyer can call it from the listing', async ({
  page,
  browser,
  request,
}) => {
  await signInThroughApi(page, NUSRAT);
  await page.goto('/dashboard/myProfile');
  const details = page.getByRole('region', { name: 'Contact Details' });
  const phone = details.getByRole('textbox', { name: 'Phone' });
  await phone.fill('12345');
  await details.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(details.getByRole('alert')).toHaveText(
    'Phone must be a Bangladesh mobile number, such as 01712 345678 or +880 1712 345678',
  );
  await phone.fill('01800 000-999');
  await details.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(page.getByText('Contact details saved')).toBeVisible();
  await expect(phone).toHaveValue('+8801800000999');
  await expectNoAxeViolations(page);

  const listing = await findAgentListing(request, NUSRAT.email);
  const buyer = await openOtherBrowser(browser);
  await signUpThroughApi(buyer.page, createAccount('Caller'));
  await buyer.page.goto(`/propertyDetail/${listing._id}`);
  await findAgentBox(buyer.page).getByRole('button', { name: 'Call' }).click();
  await expect(
    findAgentBox(buyer.page).getByRole('link', { name: `Call ${NUSRAT.name} at +8801800000999` }),
  ).toHaveAttribute('href', 'tel:+8801800000999');
  await buyer.close();
});
