import type { WishlistItem } from '@nestlane/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** The search results' hearts read the wish-list under their own key; the Wishlist page reads it fresh. */
const SAVED_HOMES_KEY = 'savedHomes';

/** GET /api/getWishlist?email=: which listings this buyer has wished, by listing id → wish-list item id. */
async function getSavedHomes(email: string): Promise<Map<string, string>> {
  const items = await fetchJson<WishlistItem[]>(`/getWishlist?${new URLSearchParams({ email })}`);
  return new Map(items.map((item) => [item.propertyId, item._id]));
}

function savedHomesQueryOptions(email: string) {
  return queryOptions({ queryKey: [SAVED_HOMES_KEY, email], queryFn: () => getSavedHomes(email) });
}

/** Only a buyer (role 'user') has a wish-list to read; everyone else sees empty hearts. */
export function useSavedHomes(email: string | undefined) {
  return useQuery({ ...savedHomesQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/**
 * The buyer's wished listings once a read under way has answered: a heart pressed while the list loads
 * (or reloads after a change) is decided on what the server says, not ignored. Without a read under way,
 * or when it fails, what the cache holds (the press then meets the server's own refusal if it is stale).
 */
export function useReadSavedHomes(email: string | undefined) {
  const queryClient = useQueryClient();
  return async (): Promise<Map<string, string> | undefined> => {
    if (!email) return undefined;
    const options = savedHomesQueryOptions(email);
    if (queryClient.getQueryState(options.queryKey)?.fetchStatus === 'fetching') {
      // fetchQuery joins the read under way instead of starting another.
      await queryClient.fetchQuery(options).catch(() => undefined);
    }
    return queryClient.getQueryData(options.queryKey);
  };
}

/** POST /api/addToWishlist {propertyId}, or DELETE /api/delete-wish/{id} to take it off again. */
export function useToggleSavedHome(email: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, wishId }: { propertyId: string; wishId: string | undefined }) =>
      wishId
        ? fetchJson(`/delete-wish/${encodeURIComponent(wishId)}`, { method: 'DELETE' })
        : fetchJson('/addToWishlist', { method: 'POST', body: JSON.stringify({ propertyId }) }),
    // Settled, not success: a refusal (already gone, already wished) means the list changed elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SAVED_HOMES_KEY, email ?? ''] }),
  });
}
