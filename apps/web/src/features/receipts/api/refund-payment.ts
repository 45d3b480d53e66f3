import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** POST /api/admin/payments/{id}/refund (admin): the whole amount back through its provider, with a reason. */
export function refundPayment({ paymentId, reason }: { paymentId: string; reason: string }) {
  return fetchJson<{ modifiedCount: number }>(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['adminPayments'] }),
  });
}
