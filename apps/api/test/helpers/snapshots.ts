import { asc } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { offers, properties, reviews, wishlistItems } from '../../src/db/schema';

/**
 * Every row a listing change can touch (the listings, their offers, wish-list items and
 * reviews), in id order: taken before and after a refused call to prove it changed nothing.
 */
export async function snapshotListingRows(db: Database) {
  return {
    properties: await db.select().from(properties).orderBy(asc(properties.id)),
    offers: await db.select().from(offers).orderBy(asc(offers.id)),
    wishlist: await db.select().from(wishlistItems).orderBy(asc(wishlistItems.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
  };
}
