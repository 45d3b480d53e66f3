import { LISTING_FACT_KEYS } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';

/** The facts' columns (decision 047), each named as its field. */
const factColumns = Object.fromEntries(LISTING_FACT_KEYS.map((key) => [key, properties[key]])) as {
  [K in (typeof LISTING_FACT_KEYS)[number]]: (typeof properties)[K];
};

/**
 * The agent's own listing, locked for the rest of the transaction. Another agent's
 * listing is "not found" like a missing one: its existence is none of their business,
 * and a 403 would sign the agent out.
 */
export async function lockOwnProperty(tx: Transaction, agentId: string, id: string) {
  const [row] = await tx
    .select({
      id: properties.id,
      verificationStatus: properties.verificationStatus,
      marketState: properties.marketState,
      listedFor: properties.listedFor,
      division: properties.division,
      district: properties.district,
      upozila: properties.upozila,
      area: properties.area,
      locality: properties.locality,
      minPrice: properties.minPrice,
      maxPrice: properties.maxPrice,
      ...factColumns,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.agentId, agentId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return row;
}
