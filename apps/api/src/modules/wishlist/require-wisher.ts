import { MESSAGES } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';
import { getSessionUser, type SessionUser } from '../../auth/get-session-user';
import { API_MESSAGES, AppError } from '../../lib/app-error';

/**
 * Only buyers (role user) keep a wish-list, with the spec's words for the others: a visitor
 * is asked to sign in, agents and admins are told they can't (spec §5).
 */
export async function requireWisher(request: FastifyRequest): Promise<SessionUser> {
  const person = await getSessionUser(request);
  if (!person) throw new AppError('UNAUTHORIZED', MESSAGES.signInToWishlist);
  if (person.role === 'agent' || person.role === 'admin') {
    throw new AppError('FORBIDDEN', MESSAGES.staffWishlist);
  }
  if (person.role !== 'user') throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
  return person;
}
