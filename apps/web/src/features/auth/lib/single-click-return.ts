/**
 * The single-click round trip leaves the app for the provider's page, so what the app must remember
 * travels in the URLs Better Auth returns to: `/signIn?provider=done&from=<path>` on success and
 * `/signIn?from=<path>&error=<code>` otherwise (Better Auth appends `error`).
 */

import { IDENTITY_CODES, IDENTITY_MESSAGES } from '@nestlane/shared';
import { localizeMessage, translate } from '../../../i18n';
import { authMessages } from '../messages';

/** Query marker of a successful return: the sign-in page then finishes the sign-in. */
export const PROVIDER_DONE_PARAM = 'provider';
export const PROVIDER_DONE_VALUE = 'done';
export const RETURN_PATH_PARAM = 'from';

/** Better Auth's error code when the provider's email belongs to a password account (decision 009). */
export const ACCOUNT_NOT_LINKED_ERROR = 'account_not_linked';

/** What a failed single-click return says, in the language being read when it is read. */
export const SINGLE_CLICK_MESSAGES = {
  get accountNotLinked() {
    return translate(authMessages, 'auth.singleClick.accountNotLinked');
  },
  get failed() {
    return translate(authMessages, 'auth.singleClick.failed');
  },
};

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
  if (code === IDENTITY_CODES.accountFlagged) return localizeMessage(IDENTITY_MESSAGES.accountSuspended);
  return SINGLE_CLICK_MESSAGES.failed;
}
