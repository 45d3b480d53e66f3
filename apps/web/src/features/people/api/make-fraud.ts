import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshPeople } from './refresh-people';

type MakeFraudInput = { id: string; email: string };

/** PATCH /api/makeFraud/{id}?role=fraud&email= (admin; agents only). */
export function makeFraud({ id, email }: MakeFraudInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/makeFraud/${encodeURIComponent(id)}?${new URLSearchParams({ role: 'fraud', email })}`, {
    method: 'PATCH',
  });
}

export function useMakeFraud() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeFraud, onSettled: () => refreshPeople(queryClient) });
}
