/**
 * The one way an offer leaves the database: one select and one mapper to the spec's JSON
 * (offerSchema). The payments module answers with these too, so an offer looks the same
 * on every page.
 */
import type { Offer } from '@nestlane/shared';
import type { Database, Transaction } from '../../db/client';
import { offers } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;

/** Offers ready for `.where(…)`, `.orderBy(…)`, `.for(…)` and paging. */
export function selectOffers(db: Database | Transaction) {
  return db.select().from(offers).$dynamic();
}

/** The snapshot stored with the offer, under the spec's field names (`offerredPriceRange`…). */
export function toOfferJson(row: OfferRow): Offer {
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
    offerStatus: row.status,
    transactionId: row.transactionId,
    payment: row.payment,
    offerDate: row.createdAt.toISOString(),
  };
}
