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
