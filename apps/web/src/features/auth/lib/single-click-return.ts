/**
 * The single-click round trip leaves the app for the provider's page, so what the app must remember
 * travels in the URLs Better Auth returns to: `/signIn?provider=done&from=<path>` on success and
 * `/signIn?from=<path>&error=<code>` otherwise (Better Auth appends `error`).
 */

import { IDENTITY_CODES, IDENTITY_MESSAGES } from '@nestlane/shared';

/** Query marker of a successful return: the sign-in page then finishes the sign-in. */
export const PROVIDER_DONE_PARAM = 'provider';
export const PROVIDER_DONE_VALUE = 'done';
export const RETURN_PATH_PARAM = 'from';

/** Better Auth's error code when the provider's email belongs to a password account (decision 009). */
export const ACCOUNT_NOT_LINKED_ERROR = 'account_not_linked';

export const SINGLE_CLICK_MESSAGES = {
  accountNotLinked: 'This email already has a Nestlane password account. Sign in with your password.',
  failed: 'Single-click sign-in did not finish. Please try again.',
} as const;

function buildSignInUrl(origin: string, params: Record<string, string>): string {
  const url = new URL('/signIn', origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The callbackURL and errorCallbackURL of POST /api/auth/sign-in/social. */
export function buildSingleClickUrls(returnTo: string, origin: string) {
  return {
    callbackURL: buildSignInUrl(origin, {
      [PROVIDER_DONE_PARAM]: PROVIDER_DONE_VALUE,
      [RETURN_PATH_PARAM]: returnTo,
    }),
    errorCallbackURL: buildSignInUrl(origin, { [RETURN_PATH_PARAM]: returnTo }),
  };
}

/** What the user reads after a failed return; Better Auth's description is not shown (it is in the URL). */
export function describeSingleClickError(code: string): string {
  if (code === ACCOUNT_NOT_LINKED_ERROR) return SINGLE_CLICK_MESSAGES.accountNotLinked;
  // A suspended account's sign-in is refused by the server's session hook (decision 013).
  if (code === IDENTITY_CODES.accountFlagged) return IDENTITY_MESSAGES.accountSuspended;
  return SINGLE_CLICK_MESSAGES.failed;
}
