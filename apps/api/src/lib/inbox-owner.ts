/**
 * Who may read a message of the demo inbox (decision 044): the browser that asked for it. The
 * password-reset request's answer sets a random key in the `nestlane-inbox` cookie (or keeps the
 * one the browser has); the mail sent while that request runs is stored with the key's hash, and
 * GET /api/outbox shows a browser only the messages of its own key. No address, proxy header or
 * tunnel enters into it: a stranger lacks the cookie, wherever they connect from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';

export const INBOX_COOKIE = 'nestlane-inbox';
/** Long enough for a demo session; a reset link lives far shorter. */
export const INBOX_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const INBOX_KEY = /^[A-Za-z0-9_-]{43}$/;

const currentOwner = new AsyncLocalStorage<string>();

/** The browser's key when it is one of ours, else a new one. */
export function findOrCreateInboxKey(cookieValue: string | null): string {
  return cookieValue && INBOX_KEY.test(cookieValue) ? cookieValue : randomBytes(32).toString('base64url');
}

/** What the outbox stores and compares: the key itself never reaches the file. */
export function hashInboxKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Runs `work` (Better Auth's handler) so that mail sent from it, even after it answers, is the key's. */
export function runAsInboxOwner<T>(key: string, work: () => T): T {
  return currentOwner.run(hashInboxKey(key), work);
}

/** The hashed key of the request that caused the mail being sent now, if any. */
export function findInboxOwner(): string | undefined {
  return currentOwner.getStore();
}
