import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';
import { OFFER_DATA_KEY } from './get-offer-data';

type UpdateOfferStatusInput = { offerId: string; transactionId: string };

/**
 * PATCH /api/updateOfferStatus/{id} {transactionId}: the server asks the provider whether that payment
 * succeeded for this offer and amount, then marks the offer bought. Sending it twice is harmless.
 */
export function updateOfferStatus({
  offerId,
  transactionId,
}: UpdateOfferStatusInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/updateOfferStatus/${encodeURIComponent(offerId)}`, {
    method: 'PATCH',
    body: JSON.stringify({ transactionId }),
  });
}

export function useUpdateOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferStatus,
    // Not awaited: the page moves on at once, and the lists are read again when next shown.
    onSuccess: (_answer, { offerId }) => {
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.boughtProperties });
      void queryClient.invalidateQueries({ queryKey: [OFFER_DATA_KEY, offerId] });
    },
  });
}
