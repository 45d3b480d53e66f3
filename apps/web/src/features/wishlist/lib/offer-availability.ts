import type { MarketState, VerificationStatus, WishlistItem } from '@nestlane/shared';

/**
 * Why an offer cannot be made, as a message of the wishlist catalog: only a verified (public) listing
 * takes offers; the server refuses others.
 */
export const OFFER_UNAVAILABLE = {
  pending: 'wishlist.unavailable.pending',
  rejected: 'wishlist.unavailable.rejected',
} as const satisfies Record<Exclude<VerificationStatus, 'verified'>, string>;

/** Why a sold or rented listing takes no offer (decision 048): the wish-list shows no offer button. */
const OFF_MARKET = {
  sold: 'wishlist.unavailable.sold',
  rented: 'wishlist.unavailable.rented',
} as const satisfies Record<Exclude<MarketState, 'available'>, string>;

/** The catalog message saying why this wish's listing takes no offer, or undefined when it does. */
export function findOfferUnavailable(item: Pick<WishlistItem, 'propertyVerificationStatus' | 'marketState'>) {
  if (item.marketState !== 'available') return OFF_MARKET[item.marketState];
  if (item.propertyVerificationStatus !== 'verified')
    return OFFER_UNAVAILABLE[item.propertyVerificationStatus];
  return undefined;
}
