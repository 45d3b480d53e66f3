/**
 * The one-click unsubscribe link of every notification mail: `<user id>.<kind>.<signature>`, the
 * signature an HMAC-SHA256 of both under the app's secret (AUTH_SECRET). It works without
 * signing in and names exactly one person and one kind; changing either breaks the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@nestlane/shared';

function sign(secret: string, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`nestlane-unsubscribe\n${userId}\n${kind}`).digest('base64url');
}

export function createUnsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${kind}.${sign(secret, userId, kind)}`;
}

function isKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The person and kind a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedUser = '', kind = '', signature = ''] = parts;
  if (!isKind(kind) || !/^[A-Za-z0-9_-]+$/.test(encodedUser)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, userId, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
