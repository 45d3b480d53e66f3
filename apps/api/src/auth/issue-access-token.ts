/**
 * POST /api/user/accessToken's rule: a token only for the holder of a live session, and only
 * in the name of that session's own email (spec §7 signs any email it is sent; we do not).
 */
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES, AppError } from '../lib/app-error';
import { ACCESS_TOKEN_LIFETIME_SECONDS, buildAccessTokenClaims } from './access-token';
import { assertNotFlagged } from './account-flag';
import { isSameEmail } from './own-email';

export type IssuedAccessToken = { token: string; expiresIn: number };

/**
 * Only the session cookie counts here, never a bearer token: a token must not be able to
 * renew itself, so tokens stop coming once the session ends (sign-out, expiry, deletion).
 */
export async function issueAccessToken(request: FastifyRequest, email: string): Promise<IssuedAccessToken> {
  const auth = request.server.auth;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) throw new AppError('UNAUTHORIZED', API_MESSAGES.signInRequired);
  assertNotFlagged(session.user);
  if (!isSameEmail(session.user.email, email)) throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
  const issuedAt = Math.floor(Date.now() / 1000);
  const { token } = await auth.api.signJWT({
    body: { payload: { ...buildAccessTokenClaims(session), iat: issuedAt } },
  });
  return { token, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
}
