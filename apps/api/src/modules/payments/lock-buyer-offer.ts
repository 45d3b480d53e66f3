import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectOffers } from '../offer-records/offer-json';
import { PAYMENT_MESSAGES } from './messages';

/**
 * The buyer's own offer, its row locked for the rest of the transaction. Someone else's
 * offer is "not found" like a missing one: a 403 would sign the buyer out.
 */
export async function lockBuyerOffer(tx: Transaction, buyerId: string, offerId: string) {
  const [offer] = await selectOffers(tx)
    .where(and(eq(offers.id, offerId), eq(offers.buyerId, buyerId)))
    .for('update');
  if (!offer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.offerNotFound);
  return offer;
}
