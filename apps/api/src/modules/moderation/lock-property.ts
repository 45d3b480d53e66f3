import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';

/** Any listing, locked for the rest of the transaction, or 404. */
export async function lockProperty(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: properties.id,
      verificationStatus: properties.verificationStatus,
      advertiseStatus: properties.advertiseStatus,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return row;
}
