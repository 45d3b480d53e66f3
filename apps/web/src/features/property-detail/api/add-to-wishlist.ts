import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/**
 * POST /api/addToWishlist {propertyId} (role user): 201 for a new item, 200 with the existing item's id when
 * it was already wished, so adding twice never duplicates. The Wishlist page reads its list on opening.
 */
export function addToWishlist(propertyId: string): Promise<{ insertedId: string }> {
  return fetchJson('/addToWishlist', { method: 'POST', body: JSON.stringify({ propertyId }) });
}

export function useAddToWishlist() {
  return useMutation({ mutationFn: addToWishlist });
}
