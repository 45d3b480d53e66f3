/**
 * 'Forgot password' (issue 4, a spec deviation: the original link led nowhere). Better Auth
 * issues a one-time token (verification table, one hour); we mail a link to the web page
 * that sets the new password: `${PUBLIC_URL}/resetPassword?token=…`, which then calls
 * POST /api/auth/reset-password { token, newPassword }. See docs/decisions (password reset).
 */
import { DEFAULT_LOCALE, type Locale, parseLocale, readLocaleCookie } from '@nestlane/shared';
import type { AuthContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { user as userTable, verification } from '../db/schema';
import { translate } from '../i18n/translate';
import type { SendMail } from '../lib/mail';

/** Long enough to find the mail, short enough that an old mailbox is not a way in. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const RESET_PAGE_PATH = '/resetPassword';
/** Better Auth keeps each reset token in `verification` as `reset-password:<token>`, its value the user's id. */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

export function buildResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

function buildResetText(locale: Locale, name: string, link: string): string {
  return [
    translate(locale, 'mail.greeting', { name }),
    '',
    translate(locale, 'mail.reset.intro'),
    link,
    '',
    translate(locale, 'mail.reset.expiry', { minutes: RESET_TOKEN_LIFETIME_SECONDS / 60 }),
  ].join('\n');
}

/**
 * The mail's language (decision 040): the one stored on the account, else the one the asking page
 * was in (its nestlane-lang cookie: whoever forgot their password may never have chosen), else English.
 */
export function findResetMailLocale(user: ResetUser, request: Request | undefined): Locale {
  return parseLocale(user.locale) ?? readLocaleCookie(request?.headers.get('cookie')) ?? DEFAULT_LOCALE;
}

export const RESET_MESSAGES = {
  unusableLink: 'This password reset link is invalid, used or expired. Please ask for a new one.',
} as const;

/**
 * Better Auth answers an unknown, used or expired token with a bare 'Invalid token'; the
 * person holding the link deserves to know what to do, so the token is looked at first.
 */
export async function checkResetToken(context: { path: string; body?: unknown; context: AuthContext }) {
  if (context.path !== '/reset-password') return;
  const token = (context.body as Record<string, unknown> | undefined)?.token;
  if (typeof token !== 'string' || token === '') return;
  const verification = await context.context.internalAdapter.findVerificationValue(
    `${RESET_IDENTIFIER_PREFIX}${token}`,
  );
  if (!verification || verification.expiresAt < new Date()) {
    throw new APIError('BAD_REQUEST', { message: RESET_MESSAGES.unusableLink });
  }
}

type ResetUser = { id: string; email: string; name: string; locale?: string | null };

/** Better Auth's `emailAndPassword` options for the reset flow. */
export function buildPasswordResetOptions(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  sendMail: SendMail,
) {
  return {
    resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
    // Whoever knew the old password (or stole a session) is signed out everywhere.
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, token }: { user: ResetUser; token: string }, request?: Request) => {
      const link = buildResetLink(config.publicUrl, token);
      const locale = findResetMailLocale(user, request);
      const mail = {
        to: user.email,
        subject: translate(locale, 'mail.reset.subject'),
        text: buildResetText(locale, user.name, link),
        link,
      };
      // Not awaited: an unknown address answers at once, so a known one must not wait on SMTP either.
      sendMail(mail).catch((error: unknown) => log.error({ err: error }, 'password-reset mail not sent'));
    },
    /**
     * Opening the mailed link proves the address is theirs (decision 009: account linking), and
     * every other reset link of the account stops working (decision 013): a stale mail is no way in.
     */
    onPasswordReset: async ({ user }: { user: { id: string } }) => {
      await db.transaction(async (tx) => {
        await tx.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
        await tx
          .delete(verification)
          .where(
            and(
              like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
              eq(verification.value, user.id),
            ),
          );
      });
    },
  };
}
