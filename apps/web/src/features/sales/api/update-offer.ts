import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { REQUESTED_OFFERS_KEY } from './get-requested-property';

type UpdateOfferInput = {
  id: string;
  status: 'accepted' | 'rejected';
  /** The offer's listing, sent with an accept (spec §7); null once the listing was deleted. */
  propertyId: string | null;
};

/**
 * PATCH /api/updateOffer/{id}?status=accepted&propertyId= or ?status=rejected (the offer's agent; pending
 * offers only).
 */
export function updateOffer({
  id,
  status,
  propertyId,
}: UpdateOfferInput): Promise<{ modifiedCount: number }> {
  const query = new URLSearchParams({ status });
  if (status === 'accepted' && propertyId) query.set('propertyId', propertyId);
  return fetchJson(`/updateOffer/${encodeURIComponent(id)}?${query}`, { method: 'PATCH' });
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  // Settled, not success: an accept rejects the listing's other pending offers, and a refusal (409) means
  // the list changed elsewhere; either way the agent should see the rows as they are now.
  return useMutation({
    mutationFn: updateOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTED_OFFERS_KEY] }),
  });
}
