/**
 * The spec's lists and profile calls name their owner by email; only the signed-in person's
 * own is answered. Emails compare without case or surrounding spaces.
 */
import { AppError } from '../lib/app-error';

export function isSameEmail(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

/** 403 with `message` when `email` is not the caller's own. */
export function assertOwnEmail(caller: { email: string }, email: string, message: string) {
  if (!isSameEmail(caller.email, email)) throw new AppError('FORBIDDEN', message);
}
