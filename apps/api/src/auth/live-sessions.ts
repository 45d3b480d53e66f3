/**
 * Which of some sessions still count: the row is there (not signed out, not revoked by a password
 * reset, its person not deleted), it has not expired, and its person is not flagged as fraud.
 * One statement for every stream an instance holds (decision 063).
 */
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import { FLAGGED_ROLE } from './account-flag';

export async function findLiveSessions(db: Database, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(
      and(inArray(session.id, sessionIds), gt(session.expiresAt, new Date()), ne(user.role, FLAGGED_ROLE)),
    );
  return new Set(rows.map((row) => row.id));
}
