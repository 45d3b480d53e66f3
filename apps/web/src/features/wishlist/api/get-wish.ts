import type { WishlistItem } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/getWish/{id}: one of the signed-in user's wish-list items (anyone else's answers 404). */
export function getWish(id: string): Promise<WishlistItem> {
  return fetchJson<WishlistItem>(`/getWish/${encodeURIComponent(id)}`);
}

export function wishQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['getWish', id],
    queryFn: () => getWish(id),
  });
}

/** Usually already in the cache: Make Offer's loader fetched it before the page showed. */
export function useWish(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...wishQueryOptions(id), enabled });
}
