/**
 * The agent's side: Requested Properties (spec screen 7) and Sold Properties (screen 6).
 * An offer belongs to the agent whose listing it was made on (`agent_id`), so history stays
 * on their pages after the listing is deleted.
 */
import type { Offer, PageQuery } from '@nestlane/shared';
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';
import { selectOffers, toOfferJson } from '../offer-records/offer-json';
import { OFFER_API_MESSAGES } from './messages';

/** Offers on the agent's listings, the ones waiting for a decision first, then newest. */
export async function findRequestedOffers(db: Database, agent: SessionUser, email: string): Promise<Offer[]> {
  assertOwnEmail(agent, email, OFFER_API_MESSAGES.ownOffersOnly);
  const rows = await selectOffers(db)
    .where(eq(offers.agentId, agent.id))
    .orderBy(sql`(${offers.status} = 'pending') desc`, desc(offers.createdAt), desc(offers.id));
  return rows.map((row) => toOfferJson(row));
}

/**
 * One page of the agent's sales, newest first, with the number of sales and the sum of
 * every sold price (all pages), which the page shows as its total.
 */
export async function findSoldOffers(
  db: Database,
  agent: SessionUser,
  query: PageQuery & { email: string },
): Promise<{ items: Offer[]; total: number; soldTotal: number }> {
  assertOwnEmail(agent, query.email, OFFER_API_MESSAGES.ownOffersOnly);
  // Bought outright, or booked and completed at registration (decision 055).
  const isSold = and(eq(offers.agentId, agent.id), inArray(offers.status, ['bought', 'completed']));
  const [rows, totals] = await Promise.all([
    selectOffers(db)
      .where(isSold)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count(), soldTotal: sum(offers.offeredPrice) })
      .from(offers)
      .where(isSold),
  ]);
  return {
    items: rows.map((row) => toOfferJson(row)),
    total: Number(totals[0]?.total ?? 0),
    // sum() of integers is a bigint in SQL: the drivers hand it over as text.
    soldTotal: Number(totals[0]?.soldTotal ?? 0),
  };
}
