import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in user of a request, read fresh from the database (so the role is the
 * current one), or null for a visitor.
 */
export async function getSessionUser(request: FastifyRequest) {
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return session?.user ?? null;
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;
