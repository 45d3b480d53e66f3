/**
 * What the sign-in page says about a refusal. Spec §8 gives one message to every failed sign-in;
 * three refusals say something else because the same message would mislead (decision 013): a
 * suspended account (trying again cannot help), a page opened at an untrusted address (sign in
 * elsewhere) and too many attempts (wait, the password may be right).
 */
import { IDENTITY_CODES, IDENTITY_MESSAGES } from '@nestlane/shared';
import type { Location } from 'react-router';
import { localizeMessage } from '../../../i18n';
import { findUnsentIntentOfPath } from '../../../lib/pending-intent';
import { AuthRequestError } from '../api/auth-client';

/** The sign-in page's router state after a session ended for a reason (app/session-end.ts). */
export function findSessionEndNotice(state: unknown): string | null {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return reason === IDENTITY_CODES.accountFlagged
    ? localizeMessage(IDENTITY_MESSAGES.accountSuspended)
    : null;
}

/**
 * What the session ended in the middle of, on the page it left: a message to an agent (decision 061) or
 * an offer (decision 065) filled in there. The sign-in page then says so, and that page gives it back.
 */
export function findUnsentIntent(state: unknown): 'message' | 'offer' | null {
  const { isSessionEnd, from } = (state ?? {}) as { isSessionEnd?: unknown; from?: Partial<Location> };
  return isSessionEnd === true ? findUnsentIntentOfPath(from?.pathname) : null;
}

/** The server's own words for the refusals that are not "wrong email or password", else null. */
export function findSignInRefusalNotice(error: unknown): string | null {
  if (!(error instanceof AuthRequestError)) return null;
  const isExplained =
    error.code === IDENTITY_CODES.accountFlagged ||
    error.code === IDENTITY_CODES.untrustedOrigin ||
    error.status === 429;
  return isExplained ? localizeMessage(error.message) : null;
}
