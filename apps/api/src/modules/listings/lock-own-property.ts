import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';

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
      division: properties.division,
      district: properties.district,
      upozila: properties.upozila,
      minPrice: properties.minPrice,
      maxPrice: properties.maxPrice,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.agentId, agentId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return row;
}
