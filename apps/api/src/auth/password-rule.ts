import { MESSAGES, PASSWORD_MIN_LENGTH } from '@nestlane/shared';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** Spec §5: at least one uppercase letter and one character that is not a letter or digit. */
export function isStrongPassword(password: string): boolean {
  return /[A-Z]/.test(password) && /[^A-Za-z0-9]/.test(password);
}

/** Where Better Auth accepts a new password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The browser checks the rule too, but a request can skip the browser: Better Auth only
 * knows lengths, so the character rule is enforced here with the spec's message.
 */
export function checkPasswordRule(context: { path: string; body?: unknown }) {
  const field = PASSWORD_FIELDS[context.path];
  if (!field) return;
  const password = (context.body as Record<string, unknown> | undefined)?.[field];
  if (typeof password !== 'string') return;
  // Better Auth would refuse it too, but in its own words; the spec has a message for it.
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new APIError('BAD_REQUEST', { message: MESSAGES.passwordTooShort });
  }
  if (!isStrongPassword(password)) {
    throw new APIError('BAD_REQUEST', { message: MESSAGES.passwordWeak });
  }
}

export const enforcePasswordRule = createAuthMiddleware(async (context) => checkPasswordRule(context));
