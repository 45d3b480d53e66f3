/**
 * Failures say what happened (issue 27): with Nestlane unreachable, Send Message tells the person in
 * place and keeps what they typed, and the app's own notice tells it too even though the toaster's code
 * cannot be loaded any more. Once the network is back, the same message goes.
 */
import { createAccount, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { findAgentListing } from '../support/listings';

const UNREACHABLE =
  'Nestlane could not be reached. Check your connection and try again; what you typed is still here.';

test('Send Message with the server unreachable says so in place, keeps the message, and sends it once back', async ({
  page,
  request,
}) => {
  const listing = await findAgentListing(request);

  await signUpThroughApi(page, createAccount('Offline'));
  // A fresh page: no toast has been raised on it, so the toaster's code is not loaded yet.
  await page.goto(`/propertyDetail/${listing._id}`);
  const box = page.getByRole('complementary', { name: 'Price and agent' });
  const message = box.getByRole('textbox', { name: 'Message to the agent' });
  await message.fill(`Is ${listing.propertyTitle} still available?`);

  // The network goes: every request fails, the API's and the toaster's code alike.
  await page.route('**/*', (route) => route.abort('internetdisconnected'));
  await box.getByRole('button', { name: 'Send Message' }).click();
  await expect(box.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(message).toHaveValue(`Is ${listing.propertyTitle} still available?`);
  // The toaster could not load: the app's own notice says it, and can be dismissed.
  const notice = page
    .getByRole('alert')
    .filter({ hasText: UNREACHABLE })
    .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  // Back online, the same message goes.
  await page.unroute('**/*');
  await box.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(box.getByRole('alert')).toBeHidden();
  await expect(message).toHaveValue('');
});
