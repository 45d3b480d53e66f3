import type { PaymentIntent, PaymentProvider } from '@nestlane/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/**
 * POST /api/createPaymentIntent {offerId} (the offer's buyer; an accepted offer only). The server computes
 * the amount and answers the same open intent however often it is asked, so the page asks for it as a
 * query when it opens: one request per visit, shared by every render.
 */
export function createPaymentIntent(offerId: string, provider?: PaymentProvider): Promise<PaymentIntent> {
  return fetchJson<PaymentIntent>('/createPaymentIntent', {
    method: 'POST',
    body: JSON.stringify({ offerId, ...(provider ? { provider } : {}) }),
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

/**
 * The keyless demo's choice (decision 062): pay through the card sandbox or the SSLCommerz-like gateway.
 * The server opens that provider's payment in place of the open one; the page shows what it answers.
 */
export function useChoosePaymentProvider(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: PaymentProvider) => createPaymentIntent(offerId, provider),
    onSuccess: (intent) => queryClient.setQueryData(paymentIntentQueryOptions(offerId).queryKey, intent),
  });
}
