import type { PageQuery, Property } from '@nestlane/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail, isSameEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { withGalleries } from '../properties/gallery';
import { selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';
import { findAgentPublicProperties, findAgentPublicPropertyPage } from '../properties/service';
import { AGENT_LISTING_MESSAGES } from './messages';

/** An agent's listings as GET /api/getProperty answers them: all of them, or one page, and how many in all. */
export type AgentListings = { items: Property[]; total: number };

/** Every listing of the signed-in agent, whatever its status, newest first; or one page of them. */
export async function findOwnProperties(
  db: Database,
  agent: SessionUser,
  email: string,
  paging?: PageQuery,
): Promise<AgentListings> {
  assertOwnEmail(agent, email, AGENT_LISTING_MESSAGES.ownListingsOnly);
  const isOwn = eq(properties.agentId, agent.id);
  const newestFirst = selectPropertiesWithAgent(db)
    .where(isOwn)
    .orderBy(desc(properties.addedAt), desc(properties.id));
  if (!paging) {
    const rows = await newestFirst;
    // The update page edits the gallery too (decision 028).
    return { items: await withGalleries(db, rows.map(toPropertyJson)), total: rows.length };
  }
  const [rows, totals] = await Promise.all([
    newestFirst.limit(paging.limit).offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(properties).where(isOwn),
  ]);
  return {
    items: await withGalleries(db, rows.map(toPropertyJson)),
    total: Number(totals[0]?.total ?? 0),
  };
}

/**
 * GET /api/getProperty?email=: the agent sees every listing of theirs; anybody else — a
 * visitor above all, as the spec's original client reads an agent's profile without signing
 * in (issue 10) — sees that agent's public listings, the agent profile's own rule. With paging, one
 * page of them (My Added Properties: an agent with a hundred listings drew a hundred cards at once).
 */
export async function findPropertiesOfAgent(
  db: Database,
  viewer: SessionUser | null,
  email: string,
  paging?: PageQuery,
): Promise<AgentListings> {
  if (viewer?.role === 'agent' && isSameEmail(viewer.email, email)) {
    return findOwnProperties(db, viewer, email, paging);
  }
  if (!paging) {
    const items = await findAgentPublicProperties(db, email);
    return { items, total: items.length };
  }
  const { json, total } = await findAgentPublicPropertyPage(db, email, paging);
  return { items: JSON.parse(json) as Property[], total };
}
