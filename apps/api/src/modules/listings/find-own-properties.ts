import type { Property } from '@nestlane/shared';
import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';
import { AGENT_LISTING_MESSAGES } from './messages';

/** Every listing of the signed-in agent, whatever its status, newest first. */
export async function findOwnProperties(
  db: Database,
  agent: SessionUser,
  email: string,
): Promise<Property[]> {
  assertOwnEmail(agent, email, AGENT_LISTING_MESSAGES.ownListingsOnly);
  const rows = await selectPropertiesWithAgent(db)
    .where(eq(properties.agentId, agent.id))
    .orderBy(desc(properties.addedAt), desc(properties.id));
  return rows.map(toPropertyJson);
}
