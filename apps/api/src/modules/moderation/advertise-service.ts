/**
 * Advertise Property (spec screen 15): the public listings for the admin, advertised
 * first, and the advertise switch with its cap of six, which holds under concurrent
 * requests (spec §9).
 */
import {
  ADVERTISE_CAP,
  type AdvertiseStatus,
  MESSAGES,
  type PageQuery,
  type Property,
} from '@nestlane/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isOnMarket, selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';
import { lockProperty } from './lock-property';
import { MODERATION_MESSAGES } from './messages';

/**
 * The key of the transaction-scoped advisory lock every "advertise" takes before counting,
 * so two admins advertising at once cannot both see five and make it seven. Any fixed
 * bigint works; this one is 'NLADV' in ASCII, unlikely to collide with another lock.
 */
export const ADVERTISE_LOCK_KEY = 336_286_794_838;

/** Every advertised row counts, as the cap is about home-page slots taken. */
async function countAdvertised(db: Database | Transaction): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(properties)
    .where(eq(properties.advertiseStatus, 'advertise'));
  return Number(row?.total ?? 0);
}

export async function findPropertiesForAdvertising(
  db: Database,
  query: PageQuery,
): Promise<{ items: Property[]; total: number; advertised: number }> {
  const [rows, totals, advertised] = await Promise.all([
    selectPropertiesWithAgent(db)
      .where(isOnMarket())
      .orderBy(
        sql`(${properties.advertiseStatus} = 'advertise') desc`,
        desc(properties.addedAt),
        desc(properties.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(properties).where(isOnMarket()),
    countAdvertised(db),
  ]);
  return { items: rows.map(toPropertyJson), total: Number(totals[0]?.total ?? 0), advertised };
}

async function isAdvertisable(tx: Transaction, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), isOnMarket()));
  return rows.length > 0;
}

export async function changeAdvertiseStatus(
  db: Database,
  id: string,
  advertiseStatus: AdvertiseStatus,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    // Taken before the row lock, so every advertise waits in one queue and counts last.
    if (advertiseStatus === 'advertise') {
      // A literal, not a parameter: the function has a (bigint) and an (int, int) form.
      await tx.execute(sql.raw(`select pg_advisory_xact_lock(${ADVERTISE_LOCK_KEY})`));
    }
    const current = await lockProperty(tx, id);
    // A statement of its own after the lock, so it sees an agent flagged as fraud meanwhile.
    if (!(await isAdvertisable(tx, id))) {
      throw new AppError('CONFLICT', MODERATION_MESSAGES.onlyVerifiedCanBeAdvertised);
    }
    if (current.advertiseStatus === advertiseStatus) {
      throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyAdvertiseStatus(advertiseStatus));
    }
    if (advertiseStatus === 'advertise' && (await countAdvertised(tx)) >= ADVERTISE_CAP) {
      throw new AppError('CONFLICT', MESSAGES.advertiseCap);
    }
    const updated = await tx
      .update(properties)
      .set({ advertiseStatus })
      .where(eq(properties.id, id))
      .returning({ id: properties.id });
    return { modifiedCount: updated.length };
  });
}
