/**
 * Issue 10: a page opened at an address Nestlane does not trust is told where to open it, instead of
 * failing silently (decision 013). Chromium resolves every *.localhost name to this machine, so the
 * page reaches the same server from an origin that is not on the trusted list.
 */
import { IDENTITY_MESSAGES, MESSAGES } from '@nestlane/shared';
import { DEMO_ACCOUNTS, submitSignIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('sign-in at an untrusted origin says where to open Nestlane, and signs nobody in', async ({
  page,
  baseURL,
}) => {
  const trusted = new URL(baseURL ?? '');
  const foreign = `http://elsewhere.localhost:${trusted.port}`;
  await page.goto(`${foreign}/signIn`);
  await submitSignIn(page, DEMO_ACCOUNTS.user);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    IDENTITY_MESSAGES.untrustedOrigin(foreign, trusted.origin),
  );
  await expect(page.getByText(MESSAGES.invalidCredentials)).toHaveCount(0);
  await expect(page).toHaveURL(`${foreign}/signIn`);
});
