import type { PublicAgent } from '@nestlane/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { prepareOnce, UNNAMED_STATEMENT } from '../../db/statement-cache';
import { API_MESSAGES, AppError } from '../../lib/app-error';

/** Built once (db/statement-cache.ts). */
const publicAgentStatement = prepareOnce((db) =>
  db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      role: user.role,
      creationDate: user.creationDate,
    })
    .from(user)
    .where(and(eq(user.email, sql.placeholder('email')), eq(user.role, 'agent')))
    .limit(1)
    .prepare(UNNAMED_STATEMENT),
);

/**
 * Only agents have a public profile (admins, users and flagged accounts answer 404, so the
 * call does not reveal who they are), and only its public fields: never agentReq or sessions.
 */
export async function findPublicAgent(db: Database, email: string): Promise<PublicAgent> {
  const [row] = await publicAgentStatement(db).execute({ email: email.toLowerCase() });
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
