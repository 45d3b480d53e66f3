/**
 * Offers, sales, revenue, new users and new agents per Asia/Dhaka day of the period (the admin's dashboard,
 * decision 039). A sale is counted on the day its offer became bought: a bought offer is never
 * changed again, so its `updated_at` is that moment. A new agent on the day they were made one
 * (`agent_since`), or for an account that was an agent from its start, the day it was made.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, user } from '../../db/schema';
import { dhakaDayOf, fillTimeline, type Period } from './period';

export async function findMarketTimeline(db: Database, period: Period) {
  const offerDay = dhakaDayOf(offers.createdAt);
  const saleDay = dhakaDayOf(offers.updatedAt);
  const userDay = dhakaDayOf(user.createdAt);
  const agentSince = sql`coalesce(${user.agentSince}, ${user.createdAt})`;
  const agentDay = dhakaDayOf(agentSince);
  const [offerRows, saleRows, userRows, agentRows] = await Promise.all([
    db
      .select({ day: offerDay, total: count() })
      .from(offers)
      .where(gte(offers.createdAt, period.start))
      .groupBy(offerDay),
    db
      .select({
        day: saleDay,
        total: count(),
        revenue: sql<number>`coalesce(sum(${offers.offeredPrice}), 0)::bigint`.mapWith(Number),
      })
      .from(offers)
      .where(and(inArray(offers.status, ['bought', 'completed']), gte(offers.updatedAt, period.start)))
      .groupBy(saleDay),
    db
      .select({ day: userDay, total: count() })
      .from(user)
      .where(gte(user.createdAt, period.start))
      .groupBy(userDay),
    db
      .select({ day: agentDay, total: count() })
      .from(user)
      .where(and(eq(user.role, 'agent'), sql`${agentSince} >= ${period.start.toISOString()}::timestamptz`))
      .groupBy(agentDay),
  ]);
  return fillTimeline(period, {
    offers: offerRows,
    sales: saleRows,
    revenue: saleRows.map((row) => ({ day: row.day, total: row.revenue })),
    newUsers: userRows,
    newAgents: agentRows,
  });
}
