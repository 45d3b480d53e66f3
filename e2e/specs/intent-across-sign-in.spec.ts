/**
 * Issue 27: what a person set out to do survives signing in (decision 061). A visitor's heart is
 * finished once they have made an account, on the page they tapped it on; a session that ends while a
 * message is being sent leads to a sign-in page that says why (never blank), and back to the listing
 * with the message still there, ready to go.
 */
import { createAccount, signUp, submitSignIn } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { findAgentListing, sameOrigin } from '../support/listings';

const SESSION_ENDED = 'Your session ended. Sign in again to send your message.';

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

  // The session ends on the server (signed out elsewhere) while the page still holds its token.
  const ended = await page.request.post('/api/auth/sign-out', { headers: sameOrigin() });
  expect(ended.ok()).toBe(true);
  const refused = page.waitForResponse((response) => response.url().includes('/api/enquiries'));
  await box.getByRole('button', { name: 'Send Message' }).click();
  expect((await refused).status()).toBe(401);

  await expect(page).toHaveURL('/signIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(SESSION_ENDED);
  await expect(page.getByRole('main').getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page);

  await submitSignIn(page, account);
  await expect(page).toHaveURL(path);
  const message = box.getByRole('textbox', { name: 'Message to the agent' });
  await expect(message).toHaveValue(text);
  await box.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(message).toHaveValue('');
  // Sent: nothing is kept to be given back again.
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('nestlane-intent:')),
    ),
  ).toEqual([]);
});
