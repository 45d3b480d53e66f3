import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { session, user } from '../db/schema';
import { AppError } from '../lib/app-error';
import { assertNotFlagged } from './account-flag';
import type { Auth } from './create-auth';

export type SessionUser = Auth['$Infer']['Session']['user'];

/** The signed-in person and the session their request speaks for (a live stream re-checks it). */
export type SignedInSession = { user: SessionUser; sessionId: string };

export const BEARER_MESSAGES = {
  malformed: "The Authorization header must be 'Bearer <access token>'",
  invalid: 'Your access token is invalid or has expired. Please sign in again.',
} as const;

const BEARER_PATTERN = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+) *$/i;

/**
 * The token's user, fresh from the database (current role; gone once deleted), provided
 * the session it was issued to is still alive, so signing out or deleting the user ends
 * the token too.
 */
async function findBearerSession(request: FastifyRequest, authorization: string): Promise<SignedInSession> {
  const token = BEARER_PATTERN.exec(authorization)?.[1];
  if (!token) throw new AppError('UNAUTHORIZED', BEARER_MESSAGES.malformed);
  const claims = await request.server.accessTokens.verifyAccessToken(token);
  if (!claims) throw new AppError('UNAUTHORIZED', BEARER_MESSAGES.invalid);
  const [row] = await request.server.db
    .select({ user })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(and(eq(session.id, claims.sid), eq(user.id, claims.sub), gt(session.expiresAt, new Date())));
  if (!row) throw new AppError('UNAUTHORIZED', BEARER_MESSAGES.invalid);
  const { photo, ...fields } = row.user;
  // Better Auth's name for our `photo` column, so both ways of signing in give one shape.
  return { user: { ...fields, image: photo }, sessionId: claims.sid };
}

async function findCookieSession(request: FastifyRequest): Promise<SignedInSession | null> {
  const found = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return found ? { user: found.user, sessionId: found.session.id } : null;
}

/**
 * The signed-in person of a request with the session it speaks for, or null for a visitor. A request
 * with `Authorization: Bearer <token>` is judged by that token alone: a bad one is a 401, never a quiet
 * fall back to the cookie or to a visitor. A suspended (fraud) account is a 403 ACCOUNT_FLAGGED,
 * whichever way it asks.
 */
export async function getSignedInSession(request: FastifyRequest): Promise<SignedInSession | null> {
  const authorization = request.headers.authorization;
  const found =
    authorization !== undefined
      ? await findBearerSession(request, authorization)
      : await findCookieSession(request);
  if (found) assertNotFlagged(found.user);
  return found;
}

/** The signed-in user of a request, read fresh from the database (so the role is the current one), or null. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  return (await getSignedInSession(request))?.user ?? null;
}
