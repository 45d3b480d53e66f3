import type { WishlistItem } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** Every buyer's wish-list sits under this key; deleting an item invalidates it. */
export const WISHLIST_KEY = 'getWishlist';

/** GET /api/getWishlist?email= (the signed-in user's own email): newest first, each with the listing now. */
export function getWishlist(email: string): Promise<WishlistItem[]> {
  return fetchJson<WishlistItem[]>(`/getWishlist?${new URLSearchParams({ email })}`);
}

export function wishlistQueryOptions(email: string) {
  return queryOptions({
    queryKey: [WISHLIST_KEY, email],
    queryFn: () => getWishlist(email),
  });
}

/**
 * Waits for the email (the guard has settled auth, the profile may still be on its way). Read again on
 * every visit: the property page adds to it just before opening this page, and a cached list would miss it.
 */
export function useWishlist(email: string | undefined) {
  return useQuery({
    ...wishlistQueryOptions(email ?? ''),
    enabled: Boolean(email),
    refetchOnMount: 'always',
  });
}
