/**
 * The guards of every signed-in call: who is asking (401 when nobody), and whether their
 * current role — read from the database on this very request — allows it (403).
 */
import type { Role } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES, AppError } from '../lib/app-error';
import { getSignedInSession, type SessionUser, type SignedInSession } from './get-session-user';

/** The caller and the session they speak for (401 when nobody): for what outlives the request. */
export async function requireSession(request: FastifyRequest): Promise<SignedInSession> {
  const found = await getSignedInSession(request);
  if (!found) throw new AppError('UNAUTHORIZED', API_MESSAGES.signInRequired);
  return found;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return (await requireSession(request)).user;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role as Role)) throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
  return user;
}
