/**
 * Issue 12 end to end, as one person on a 360 px phone: a buyer looks through a listing's gallery,
 * sends the agent a message, and — without a reload — hears of the agent's reply in the bell, which
 * leads to the conversation; the reply also arrives by email, with its one-click unsubscribe link.
 */
import type { Property } from '@nestlane/shared';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { openOtherBrowser } from '../support/other-browser';

type Mail = { to: string; subject: string; text: string };

test('a buyer on a phone browses a gallery, sends an enquiry, and hears of the reply in the bell and by email @phone', async ({
  page,
  browser,
  request,
}) => {
  const response = await request.get(
    `/api/getAgentProperties/${encodeURIComponent(DEMO_ACCOUNTS.agent.email)}`,
  );
  const [listed] = (await response.json()) as Property[];
  if (!listed) throw new Error('the demo agent has no public listing');
  const listing = (await (await request.get(`/api/detailProperty/${listed._id}`)).json()) as Property;
  const photoCount = 1 + (listing.gallery?.length ?? 0);
  expect(photoCount).toBeGreaterThan(1);

  const buyer = createAccount('PhoneBuyer');
  await signUpThroughApi(page, buyer);
  await page.goto(`/propertyDetail/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.propertyTitle })).toBeVisible();

  // The gallery: the cover opens the viewer, which steps through the photos and closes back to the page.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.getByRole('button', { name: `Open photo 1 of ${photoCount} full screen` }).click();
  const viewer = page.getByRole('dialog', { name: listing.propertyTitle });
  await expect(viewer.getByText(`1 / ${photoCount}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText(`2 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The enquiry, from the box beside the price.
  const agentBox = page.getByRole('complementary', { name: 'Price and agent' });
  const question = `Can I see ${listing.propertyTitle} this Friday? (${buyer.name})`;
  await agentBox.getByRole('textbox', { name: 'Message to the agent' }).fill(question);
  await agentBox.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expectNoAxeViolations(page);

  // The agent answers from their own dashboard, in another browser.
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  await agent.page.goto('/dashboard/enquiries');
  await agent.page
    .getByRole('list', { name: 'Enquiry threads' })
    .getByRole('link')
    .filter({ hasText: `From ${buyer.name}` })
    .click();
  const answer = `Friday at five suits me, ${buyer.name}.`;
  await agent.page.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await agent.page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(agent.page.getByRole('list', { name: 'Messages' })).toContainText(answer);
  await agent.close();

  // The phone, untouched since: the bell counts the reply and leads to the conversation.
  const replied = `${DEMO_ACCOUNTS.agent.name} replied about ${listing.propertyTitle}`;
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page
    .getByRole('menuitem', { name: new RegExp(replied.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/[0-9a-f-]+$/);
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText(answer);
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same news by email, with a link that stops this kind of mail without signing in.
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/outbox')).json()) as Mail[];
      mail = outbox.find((candidate) => candidate.to === buyer.email && candidate.subject === replied);
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail?.text).toContain(answer);
  expect(mail?.text).toMatch(/\/unsubscribe\?token=/);
});
