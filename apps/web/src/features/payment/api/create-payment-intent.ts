import type { PaymentIntent } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/**
 * POST /api/createPaymentIntent {offerId} (the offer's buyer; an accepted offer only). The server computes
 * the amount and answers the same open intent however often it is asked, so the page asks for it as a
 * query when it opens: one request per visit, shared by every render.
 */
export function createPaymentIntent(offerId: string): Promise<PaymentIntent> {
  return fetchJson<PaymentIntent>('/createPaymentIntent', {
    method: 'POST',
    body: JSON.stringify({ offerId }),
  });
}

export function paymentIntentQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: ['createPaymentIntent', offerId],
    queryFn: () => createPaymentIntent(offerId),
    // The secret stays valid while the page is open; a later visit asks again (the offer may be paid).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function usePaymentIntent(offerId: string) {
  return useQuery(paymentIntentQueryOptions(offerId));
}
