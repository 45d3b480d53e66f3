import { passwordRuleSchema } from '@nestlane/shared';
import { APIError } from 'better-auth/api';

/** Where Better Auth accepts a new password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The browser checks the rule too, but a request can skip the browser, and Better Auth only
 * knows lengths: the shared rule (spec §5) is enforced here with the spec's messages.
 */
export function checkPasswordRule(context: { path: string; body?: unknown }) {
  const field = PASSWORD_FIELDS[context.path];
  if (!field) return;
  const password = (context.body as Record<string, unknown> | undefined)?.[field];
  if (typeof password !== 'string') return;
  const result = passwordRuleSchema.safeParse(password);
  if (!result.success) {
    throw new APIError('BAD_REQUEST', { message: result.error.issues[0]?.message });
  }
}
