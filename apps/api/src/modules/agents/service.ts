import type { PublicAgent } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';

/**
 * Only agents have a public profile (admins, users and flagged accounts answer 404, so the
 * call does not reveal who they are), and only its public fields: never agentReq or sessions.
 */
export async function findPublicAgent(db: Database, email: string): Promise<PublicAgent> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      role: user.role,
      creationDate: user.creationDate,
    })
    .from(user)
    .where(and(eq(user.email, email.toLowerCase()), eq(user.role, 'agent')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.agentNotFound);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo ?? '',
    role: row.role,
    creationDate: row.creationDate,
  };
}
