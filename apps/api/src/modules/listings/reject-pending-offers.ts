import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { AGENT_LISTING_MESSAGES } from './messages';

/**
 * Before an own listing is deleted or leaves the market: a buyer who was told "accepted" may be
 * paying right now, so an accepted offer refuses it; pending offers can no longer be decided and
 * become rejected. The offers are locked too, so one being accepted right now is seen committed.
 */
export async function rejectPendingOffers(tx: Transaction, propertyId: string): Promise<void> {
  const offerRows = await tx
    .select({ status: offers.status })
    .from(offers)
    .where(eq(offers.propertyId, propertyId))
    .for('update');
  if (offerRows.some((offer) => offer.status === 'accepted')) {
    throw new AppError('CONFLICT', AGENT_LISTING_MESSAGES.acceptedOfferAwaitingPayment);
  }
  if (offerRows.some((offer) => offer.status === 'booked')) {
    throw new AppError('CONFLICT', AGENT_LISTING_MESSAGES.bookedDealOpen);
  }
  await tx
    .update(offers)
    .set({ status: 'rejected' })
    .where(and(eq(offers.propertyId, propertyId), eq(offers.status, 'pending')));
}
