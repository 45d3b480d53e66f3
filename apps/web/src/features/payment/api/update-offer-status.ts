import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { OFFER_DATA_KEY } from './get-offer-data';

/**
 * The buyer's bought list (features/purchases). Features do not import each other, so its key prefix is
 * written here: a paid offer must not show Pay Now there from a cached answer.
 */
const BOUGHT_PROPERTIES_KEY = 'getboughtProperty';

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
      void queryClient.invalidateQueries({ queryKey: [BOUGHT_PROPERTIES_KEY] });
      void queryClient.invalidateQueries({ queryKey: [OFFER_DATA_KEY, offerId] });
    },
  });
}
