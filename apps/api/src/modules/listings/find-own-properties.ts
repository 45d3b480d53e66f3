import type { Property } from '@nestlane/shared';
import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';
import { AGENT_LISTING_MESSAGES } from './messages';

/** Every listing of the signed-in agent, whatever its status, newest first. */
export async function findOwnProperties(
  db: Database,
  agent: SessionUser,
  email: string,
): Promise<Property[]> {
  if (email.trim().toLowerCase() !== agent.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', AGENT_LISTING_MESSAGES.ownListingsOnly);
  }
  const rows = await selectPropertiesWithAgent(db)
    .where(eq(properties.agentId, agent.id))
    .orderBy(desc(properties.addedAt), desc(properties.id));
  return rows.map(toPropertyJson);
}
