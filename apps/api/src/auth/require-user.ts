/**
 * The guards of every signed-in call: who is asking (401 when nobody), and whether their
 * current role — read from the database on this very request — allows it (403).
 */
import type { Role } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES, AppError } from '../lib/app-error';
import { getSessionUser, type SessionUser } from './get-session-user';

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED', API_MESSAGES.signInRequired);
  return user;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role as Role)) throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
  return user;
}
