/**
 * The sign-up password rule of spec §5/§9, one schema for the browser's form and the server's
 * Better Auth hook (apps/api/src/auth/password-rule.ts): 6 to 20 characters, one uppercase letter and
 * one character that is neither a letter nor a digit. The first failing check's message is
 * the one a form shows, so the order below is the order a user meets them.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** The spec gives no text for the upper bound; this one says it plainly. */
export const PASSWORD_TOO_LONG_MESSAGE = `Password Should Be At Most ${PASSWORD_MAX_LENGTH} Character`;

const UPPERCASE = /[A-Z]/;
const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;

export const passwordRuleSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE })
  .refine((password) => UPPERCASE.test(password) && SPECIAL_CHARACTER.test(password), {
    error: MESSAGES.passwordWeak,
  });
