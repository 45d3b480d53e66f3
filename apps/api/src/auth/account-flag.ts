/**
 * A person an admin marked as fraud is suspended (decision 013): their sign-in and every call
 * their session or access token makes answer 403 ACCOUNT_FLAGGED with a message saying why,
 * so the browser signs them out and the sign-in page tells them, rather than a bare 403.
 */
import { IDENTITY_MESSAGES } from '@nestlane/shared';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { AppError } from '../lib/app-error';

export const FLAGGED_ROLE = 'fraud';

export function isFlaggedAccount(account: { role?: unknown }): boolean {
  return account.role === FLAGGED_ROLE;
}

/** For the API's own routes: 403 ACCOUNT_FLAGGED when the caller is suspended. */
export function assertNotFlagged(account: { role?: unknown }) {
  if (isFlaggedAccount(account)) throw new AppError('ACCOUNT_FLAGGED', IDENTITY_MESSAGES.accountSuspended);
}

function refuseAsSuspended(): never {
  throw new APIError('FORBIDDEN', { code: 'ACCOUNT_FLAGGED', message: IDENTITY_MESSAGES.accountSuspended });
}

/** Better Auth's endpoints that change an account through its session; a suspended one changes nothing. */
const ACCOUNT_CHANGE_PATHS = new Set([
  '/update-user',
  '/change-email',
  '/change-password',
  '/link-social',
  '/unlink-account',
]);

type AuthHookContext = Parameters<typeof getSessionFromCtx>[0] & { path: string };

/** Before Better Auth's handler: an old session of a suspended account cannot rename or re-key it. */
export async function refuseFlaggedAccountChange(context: AuthHookContext) {
  if (!ACCOUNT_CHANGE_PATHS.has(context.path)) return;
  const current = await getSessionFromCtx(context);
  if (current && isFlaggedAccount(current.user as { role?: unknown })) refuseAsSuspended();
}

/**
 * Better Auth's hook before it creates a session (every sign-in: password or single-click):
 * a suspended account gets none. It runs only once the password was right, so a wrong
 * password still answers the same 401 as an unknown email.
 */
export async function refuseFlaggedSession(db: Database, session: { userId: string }) {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, session.userId));
  if (row && isFlaggedAccount(row)) refuseAsSuspended();
}
