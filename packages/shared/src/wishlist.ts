/**
 * Wish-list items (spec §3, §5, §7). The item shows the listing as it is now (it is a
 * bookmark, not a snapshot); the body of POST /api/addToWishlist names only the listing.
 */
import { z } from 'zod';
import { MARKET_STATES, VERIFICATION_STATUSES } from './constants';
import { idSchema } from './property';

export const wishlistItemSchema = z.object({
  _id: z.string(),
  propertyId: z.string(),
  propertyImage: z.string(),
  propertyTitle: z.string(),
  /** The title in Bangla (decision 059), '' when the agent wrote none. */
  propertyTitleBn: z.string(),
  propertyLocation: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  agentImage: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  /** The listing's status now: the wish-list shows a pending icon (spec §2 screen 2). */
  propertyVerificationStatus: z.enum(VERIFICATION_STATUSES),
  /** Sold or rented listings stay, marked and without an offer (decision 048). */
  marketState: z.enum(MARKET_STATES),
  wishedEmail: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistItemListSchema = z.array(wishlistItemSchema);

/** POST /api/addToWishlist: the other fields of the spec's body are read from the database. */
export const addToWishlistBodySchema = z.object({ propertyId: idSchema });
