import type { PublicAgent } from '@nestlane/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';

/** Staff with a public profile: users and flagged accounts have none. */
const PROFILE_ROLES = ['agent', 'admin'] as const;

/** Only the public fields: never agentReq, sessions or anything private. */
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
    .where(and(eq(user.email, email.toLowerCase()), inArray(user.role, [...PROFILE_ROLES])))
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
