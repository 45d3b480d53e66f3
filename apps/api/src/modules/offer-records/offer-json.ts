/**
 * The one way an offer leaves the database: one select and one mapper to the spec's JSON
 * (offerSchema). The offers and the payments module both answer with these, so an offer looks
 * the same on every page; they live in a module of their own because offers already imports
 * payments (it settles overdue offers before a change), and payments must not import it back.
 */
import type { Offer } from '@nestlane/shared';
import type { Database, Transaction } from '../../db/client';
import { offers } from '../../db/schema';
import { isOverdue } from './payment-window';

export type OfferRow = typeof offers.$inferSelect;

/** Offers ready for `.where(…)`, `.orderBy(…)`, `.for(…)` and paging. */
export function selectOffers(db: Database | Transaction) {
  return db.select().from(offers).$dynamic();
}

/**
 * The snapshot stored with the offer, under the spec's field names (`offerredPriceRange`…). An
 * accepted offer past its payment window reads as the ended deal it is, before a sweep writes it.
 */
export function toOfferJson(row: OfferRow, now = new Date()): Offer {
  const hasExpired = isOverdue(row, now);
  return {
    _id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    propertyLocation: row.propertyLocation,
    propertyImage: row.propertyImage,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    offerredPriceRange: row.offeredPrice,
    offerredDate: row.offeredDate,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    offerStatus: hasExpired ? 'rejected' : row.status,
    transactionId: row.transactionId,
    payment: row.payment,
    offerDate: row.createdAt.toISOString(),
    offerEndReason: hasExpired ? 'payment-overdue' : row.endReason,
    paymentDueAt: row.status === 'accepted' && !hasExpired ? (row.paymentDueAt?.toISOString() ?? null) : null,
    amountDue: row.acceptedAt ? (row.amountDue ?? row.offeredPrice) : null,
    isBooking: row.isBooking,
    cancelReason: row.cancelReason,
  };
}
