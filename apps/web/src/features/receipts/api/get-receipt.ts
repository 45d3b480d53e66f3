import type { Receipt } from '@nestlane/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/receipts/{offerId}: a bought offer's numbered receipt (its buyer, its agent or an admin). */
export function getReceipt(offerId: string): Promise<Receipt> {
  return fetchJson<Receipt>(`/receipts/${encodeURIComponent(offerId)}`);
}

export function useReceipt(offerId: string) {
  return useQuery({ queryKey: ['receipt', offerId], queryFn: () => getReceipt(offerId) });
}
