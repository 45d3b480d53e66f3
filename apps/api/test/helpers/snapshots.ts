import { asc } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { offers, properties, reviews, wishlistItems } from '../../src/db/schema';

// Each snapshot is in id order, so a before/after comparison never fails on row order alone.

export function snapshotProperties(db: Database) {
  return db.select().from(properties).orderBy(asc(properties.id));
}

export function snapshotOffers(db: Database) {
  return db.select().from(offers).orderBy(asc(offers.id));
}

export function snapshotWishlist(db: Database) {
  return db.select().from(wishlistItems).orderBy(asc(wishlistItems.id));
}

export function snapshotReviews(db: Database) {
  return db.select().from(reviews).orderBy(asc(reviews.id));
}

/**
 * Every row a listing change can touch (the listings, their offers, wish-list items and
 * reviews): taken before and after a refused call to prove it changed nothing.
 */
export async function snapshotListingRows(db: Database) {
  return {
    properties: await snapshotProperties(db),
    offers: await snapshotOffers(db),
    wishlist: await snapshotWishlist(db),
    reviews: await snapshotReviews(db),
  };
}
