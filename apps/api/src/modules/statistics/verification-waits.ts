/**
 * Verifications: the pending listings and how long they have waited so far; the listings decided in
 * the period and how long from listing to decision (`moderated_at`, decision 039). Hours to one decimal.
 */
import { WAIT_AGE_GROUPS } from '@nestlane/shared';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import type { Period } from './period';

const hoursWaited = sql`extract(epoch from (now() - ${properties.addedAt})) / 3600`;
const hoursToDecision = sql`extract(epoch from (${properties.moderatedAt} - ${properties.addedAt})) / 3600`;

function toHours(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

export async function findVerificationWaits(db: Database, period: Period) {
  const [[waiting], [decided]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::integer`.mapWith(Number),
        underOneDay: sql<number>`(count(*) filter (where ${hoursWaited} < 24))::integer`.mapWith(Number),
        underThreeDays:
          sql<number>`(count(*) filter (where ${hoursWaited} >= 24 and ${hoursWaited} < 72))::integer`.mapWith(
            Number,
          ),
        underSevenDays:
          sql<number>`(count(*) filter (where ${hoursWaited} >= 72 and ${hoursWaited} < 168))::integer`.mapWith(
            Number,
          ),
        longer: sql<number>`(count(*) filter (where ${hoursWaited} >= 168))::integer`.mapWith(Number),
        oldestHours: sql<string | null>`round(max(${hoursWaited})::numeric, 1)`,
      })
      .from(properties)
      .where(eq(properties.verificationStatus, 'pending')),
    db
      .select({
        total: sql<number>`count(*)::integer`.mapWith(Number),
        medianHours: sql<
          string | null
        >`round((percentile_cont(0.5) within group (order by ${hoursToDecision}))::numeric, 1)`,
        averageHours: sql<string | null>`round(avg(${hoursToDecision})::numeric, 1)`,
      })
      .from(properties)
      .where(and(isNotNull(properties.moderatedAt), gte(properties.moderatedAt, period.start))),
  ]);
  const groups = [waiting?.underOneDay, waiting?.underThreeDays, waiting?.underSevenDays, waiting?.longer];
  return {
    waiting: waiting?.total ?? 0,
    waitingByAge: WAIT_AGE_GROUPS.map((key, index) => ({ key, count: groups[index] ?? 0 })),
    oldestWaitHours: toHours(waiting?.oldestHours ?? null),
    decided: decided?.total ?? 0,
    medianDecisionHours: toHours(decided?.medianHours ?? null),
    averageDecisionHours: toHours(decided?.averageHours ?? null),
  };
}
