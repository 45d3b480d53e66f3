/**
 * Issue 12, hearing about it: a buyer makes an offer; the agent, in a browser of their own with the
 * bell open, sees it arrive without a reload; the demo outbox holds the mail, whose unsubscribe link
 * works without signing in (one click on the page, a POST).
 */
import type { Property } from '@nestlane/shared';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUp, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { sameOrigin } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

type OutboxMail = { to: string; subject: string; text: string; link: string | null };

/** A pattern that matches `text` literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An offer by the signed-in buyer on the first of Rahim's public listings still open to offers. */
async function offerOnRahimListing(buyer: APIRequestContext): Promise<Property> {
  const response = await buyer.get(
    `/api/getAgentProperties/${encodeURIComponent(DEMO_ACCOUNTS.agent.email)}`,
  );
  const listings = ((await response.json()) as Property[]).filter(
    (listing) => listing.propertyVerificationStatus === 'verified',
  );
  for (const listing of listings) {
    const made = await buyer.post('/api/addOffer', {
      headers: sameOrigin(),
      data: { propertyId: listing._id, offerredPriceRange: listing.minPrice, offerredDate: daysFromToday(7) },
    });
    if (made.status() === 201) return listing;
    // 409: this listing already has its deal; try the next.
    expect(made.status()).toBe(409);
  }
  throw new Error('no listing of the demo agent takes an offer');
}

test('the agent’s bell shows a new offer without a reload, the mail is in the outbox, its unsubscribe link works', async ({
  page,
  browser,
  request,
}) => {
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  // The bell is in the main navigation bar (the dashboard has its own sidebar).
  await agent.page.goto('/allProperties');
  const bell = agent.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const menu = agent.page.getByRole('menu');
  await expect(menu).toBeVisible();

  const buyer = createAccount('Bell');
  await signUpThroughApi(page, buyer);
  const listing = await offerOnRahimListing(page.request);
  const title = `New offer on ${listing.propertyTitle}`;

  // Live: the open list gains the offer, nothing reloaded. This buyer's: other specs offer on the listing too.
  const ofThisBuyer = `${literal(title)} \\(unread\\).*${literal(buyer.name)}`;
  const item = menu.getByRole('menuitem', { name: new RegExp(ofThisBuyer) });
  await expect(item).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  await expectNoAxeViolations(agent.page);

  // The same event by email, in the demo outbox.
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/outbox')).json()) as OutboxMail[];
      mail = outbox.find(
        (entry) =>
          entry.to === DEMO_ACCOUNTS.agent.email &&
          entry.subject === title &&
          entry.text.includes(buyer.name),
      );
      return mail !== undefined;
    })
    .toBe(true);
  const unsubscribeLink = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(unsubscribeLink).toBeDefined();

  // Opening the item goes to its page and marks it read.
  await item.click();
  await expect(agent.page).toHaveURL('/dashboard/requestedProperties');
  await agent.page.goto('/allProperties');
  await bell.click();
  await expect(
    agent.page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`${literal(title)}.*${literal(buyer.name)}`) }),
  ).not.toHaveAccessibleName(/\(unread\)/);
  await agent.page.keyboard.press('Escape');

  // The link works for anyone holding the mail, signed in or not: a fresh browser, one click.
  const reader = await openOtherBrowser(browser);
  await reader.page.goto(new URL(unsubscribeLink ?? '').pathname + new URL(unsubscribeLink ?? '').search);
  await expect(reader.page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(reader.page);
  await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.page.getByRole('status')).toContainText(
    'You are unsubscribed from “Offers on my listings” emails.',
  );
  const preferences = await agent.page.request.get('/api/notifications/preferences', {
    headers: {
      authorization: `Bearer ${await agent.page.evaluate(() => localStorage.getItem('access-token'))}`,
    },
  });
  expect((await preferences.json()).email).toContainEqual({ kind: 'offer_received', enabled: false });

  // A forged link is refused with a clear 400 (the page shows that message: a web component test).
  const forged = await request.post('/api/notifications/unsubscribe?token=forged.offer_received.signature');
  expect(forged.status()).toBe(400);
  expect((await forged.json()).message).toBe(
    'This unsubscribe link is invalid. Please use the link from the latest email.',
  );

  // Back as it was for the other specs: the demo agent gets offers by email again.
  await agent.page.request.put('/api/notifications/preferences', {
    headers: {
      ...sameOrigin(),
      authorization: `Bearer ${await agent.page.evaluate(() => localStorage.getItem('access-token'))}`,
    },
    data: { email: [{ kind: 'offer_received', enabled: true }] },
  });
  await reader.close();
  await agent.close();
});

test('@phone the bell opens and reads well on a 360 px phone', async ({ page }) => {
  await signUp(page, createAccount('PhoneBell'));
  const bell = page.getByRole('button', { name: 'Notifications, 0 unread' });
  await bell.click();
  await expect(page.getByRole('menu').getByText('Nothing new yet.')).toBeVisible();
  const box = await page.getByRole('menu').boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();
});
