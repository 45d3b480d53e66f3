/**
 * Issue 27: what a person set out to do survives signing in (decisions 061 and 065). A visitor's heart is
 * finished once they have made an account, on the page they tapped it on; a session that ends while a
 * message or an offer is being sent leads to a sign-in page that says why (never blank), and back to the
 * listing, or to Make Offer, with what was typed still there, ready to go.
 */
import { MESSAGES } from '@nestlane/shared';
import type { Locator, Page } from '@playwright/test';
import { type Account, createAccount, signUp, submitSignIn } from '../support/auth';
import { expect, expectNoAxeViolations, test, waitForSettledPage } from '../support/fixtures';
import { callApi, findAgentListing, sameOrigin } from '../support/listings';

const SESSION_ENDED = 'Your session ended. Sign in again to send your message.';
const SESSION_ENDED_OFFER = 'Your session ended. Sign in again to send your offer.';

/** The keys this tab keeps intents under: none once everything was sent. */
function readKeptIntents(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('nestlane-intent:')));
}

/**
 * The session ends on the server (signed out elsewhere) while the page still holds its token; then `send`
 * is pressed: the call to `apiPath` is refused with 401, and the sign-in page opens saying `notice`. The
 * account signs in again there and is back on the page it left.
 */
async function sendAcrossSessionEnd(
  page: Page,
  { send, apiPath, notice, account }: { send: Locator; apiPath: string; notice: string; account: Account },
) {
  const left = new URL(page.url()).pathname;
  // The page's own calls answered first: one still in flight when the session ends would be refused, and
  // that refusal, not the send, would open the sign-in page.
  await waitForSettledPage(page);
  const ended = await page.request.post('/api/auth/sign-out', { headers: sameOrigin() });
  expect(ended.ok()).toBe(true);
  const refused = page.waitForResponse((response) => response.url().includes(apiPath));
  await send.click();
  expect((await refused).status()).toBe(401);

  await expect(page).toHaveURL('/signIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(notice);
  await expect(page.getByRole('main').getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page);

  await submitSignIn(page, account);
  await expect(page).toHaveURL(left);
}

test("a visitor's heart is finished after signing up, back on the same listing", async ({
  page,
  request,
}) => {
  const listing = await findAgentListing(request);
  const path = `/propertyDetail/${listing._id}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Add To Wishlist' }).click();
  await expect(page).toHaveURL('/signIn');

  // No account yet: made from the sign-in page, which keeps where to come back to.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signUp');
  const account = createAccount('Hearty');
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  const wished = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/addToWishlist'),
  );
  await form.getByRole('button', { name: 'Sign UP' }).click();

  await expect(page).toHaveURL(path);
  expect((await wished).ok()).toBe(true);
  await expect(page.getByText('Added To WishList SuccessFully')).toBeVisible();
  await page.goto('/dashboard/wishlist');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: listing.propertyTitle }),
  ).toBeVisible();
});

test('a session that ends mid-send: sign-in says why, then the message is back on the listing and goes', async ({
  page,
  request,
}) => {
  const listing = await findAgentListing(request);
  const path = `/propertyDetail/${listing._id}`;
  const account = createAccount('Expired');
  await signUp(page, account);

  await page.goto(path);
  const box = page.getByRole('complementary', { name: 'Price and agent' });
  const text = `Can I see ${listing.propertyTitle} on Friday?`;
  await box.getByRole('textbox', { name: 'Message to the agent' }).fill(text);

  await sendAcrossSessionEnd(page, {
    send: box.getByRole('button', { name: 'Send Message' }),
    apiPath: '/api/enquiries',
    notice: SESSION_ENDED,
    account,
  });
  const message = box.getByRole('textbox', { name: 'Message to the agent' });
  await expect(message).toHaveValue(text);
  await box.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(message).toHaveValue('');
  // Sent: nothing is kept to be given back again.
  expect(await readKeptIntents(page)).toEqual([]);
});

test('a session that ends while an offer is made: sign-in says why, then Make Offer is filled in again and the offer goes', async ({
  page,
  request,
}) => {
  const listing = await findAgentListing(request);
  const account = createAccount('Offering');
  await signUp(page, account);
  const { insertedId: wishId } = await callApi(page.request, 'POST', '/addToWishlist', {
    propertyId: listing._id,
  });
  const path = `/dashboard/makeAnOffer/${wishId}`;
  await page.goto(path);
  const offer = page.getByRole('form', { name: 'Make An Offer' });
  await expect(offer.getByLabel('Property Title')).toHaveValue(listing.propertyTitle);
  const amount = String(listing.minPrice);
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await offer.getByLabel('Offered Amount').fill(amount);
  await offer.getByLabel('Offered Date').fill(date);

  await sendAcrossSessionEnd(page, {
    send: offer.getByRole('button', { name: 'Offer Now' }),
    apiPath: '/api/addOffer',
    notice: SESSION_ENDED_OFFER,
    account,
  });
  await expect(offer.getByLabel('Offered Amount')).toHaveValue(amount);
  await expect(offer.getByLabel('Offered Date')).toHaveValue(date);
  const made = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/addOffer'),
  );
  await offer.getByRole('button', { name: 'Offer Now' }).click();
  expect((await made).status()).toBe(201);
  await expect(page.getByText(MESSAGES.propertyOffered)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  expect(await readKeptIntents(page)).toEqual([]);
});
