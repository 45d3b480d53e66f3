/**
 * The buyer's side: Bought Properties (spec screen 3) and one offer for the payment page.
 * Ownership is in the query: another buyer's offer is "not found".
 */
import type { Offer } from '@nestlane/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectOffers, toOfferJson } from '../offer-records/offer-json';
import { OFFER_API_MESSAGES } from './messages';

/** Every offer the signed-in person made, in every status, newest first. */
export async function findBuyerOffers(db: Database, buyer: SessionUser, email: string): Promise<Offer[]> {
  assertOwnEmail(buyer, email, OFFER_API_MESSAGES.ownOffersOnly);
  const rows = await selectOffers(db)
    .where(eq(offers.buyerId, buyer.id))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map((row) => toOfferJson(row));
}

export async function findBuyerOffer(db: Database, buyer: SessionUser, id: string): Promise<Offer> {
  const [row] = await selectOffers(db).where(and(eq(offers.id, id), eq(offers.buyerId, buyer.id)));
  if (!row) throw new AppError('NOT_FOUND', OFFER_API_MESSAGES.offerNotFound);
  return toOfferJson(row);
}
