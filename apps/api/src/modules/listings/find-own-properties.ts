import type { Property } from '@nestlane/shared';
import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail, isSameEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { withGalleries } from '../properties/gallery';
import { selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';
import { findAgentPublicProperties } from '../properties/service';
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
  // The update page edits the gallery too (decision 028).
  return withGalleries(db, rows.map(toPropertyJson));
}

/**
 * GET /api/getProperty?email=: the agent sees every listing of theirs; anybody else — a
 * visitor above all, as the spec's original client reads an agent's profile without signing
 * in (issue 10) — sees that agent's public listings, the agent profile's own rule.
 */
export async function findPropertiesOfAgent(
  db: Database,
  viewer: SessionUser | null,
  email: string,
): Promise<Property[]> {
  if (viewer?.role === 'agent' && isSameEmail(viewer.email, email)) {
    return findOwnProperties(db, viewer, email);
  }
  return findAgentPublicProperties(db, email);
}
