/**
 * A wish-list item is a bookmark: it shows the listing and its agent as they are now, and
 * the email of the person who wished it.
 */
import type { WishlistItem } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties, user, wishlistItems } from '../../db/schema';

const wisher = alias(user, 'wisher');

export function selectWishlistItems(db: Database) {
  return db
    .select({
      id: wishlistItems.id,
      propertyId: properties.id,
      image: properties.image,
      title: properties.title,
      titleBn: properties.titleBn,
      location: properties.location,
      minPrice: properties.minPrice,
      maxPrice: properties.maxPrice,
      verificationStatus: properties.verificationStatus,
      marketState: properties.marketState,
      agentName: user.name,
      agentEmail: user.email,
      agentPhoto: user.photo,
      wishedEmail: wisher.email,
    })
    .from(wishlistItems)
    .innerJoin(properties, eq(wishlistItems.propertyId, properties.id))
    .innerJoin(user, eq(properties.agentId, user.id))
    .innerJoin(wisher, eq(wishlistItems.userId, wisher.id))
    .$dynamic();
}

type WishlistRow = Awaited<ReturnType<ReturnType<typeof selectWishlistItems>['execute']>>[number];

export function toWishlistItemJson(row: WishlistRow): WishlistItem {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    propertyImage: row.image,
    propertyTitle: row.title,
    propertyTitleBn: row.titleBn,
    propertyLocation: row.location,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    agentImage: row.agentPhoto ?? '',
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    propertyVerificationStatus: row.verificationStatus,
    marketState: row.marketState,
    wishedEmail: row.wishedEmail,
  };
}
