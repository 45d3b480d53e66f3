/** Kept apart from `identity.ts` (which builds zod schemas) so the first page's API client loads no zod. */

/** Codes of identity refusals that the browser treats apart from a plain 401/403 (decision 013). */
export const IDENTITY_CODES = {
  /** The page was opened at an origin Nestlane does not trust: the user must open it elsewhere, not sign in again. */
  untrustedOrigin: 'UNTRUSTED_ORIGIN',
  /** An admin marked the account as fraud: it is suspended, and the sign-in page says so. */
  accountFlagged: 'ACCOUNT_FLAGGED',
} as const;

export const IDENTITY_MESSAGES = {
  untrustedOrigin: (origin: string, publicUrl: string) =>
    `This page was opened at ${origin}, which Nestlane does not trust: open it at ${publicUrl}`,
  unknownOrigin: (publicUrl: string) =>
    `This request came from a page Nestlane does not trust: open Nestlane at ${publicUrl}`,
  accountSuspended:
    'Your account has been suspended by an admin of Nestlane, so you have been signed out. Please contact us if you think this is a mistake.',
} as const;
