import type { AdvertiseStatus } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshAdvertisedLists } from './refresh-moderation';

type UpdateAdvertiseInput = { id: string; advertiseStatus: AdvertiseStatus };

/** PATCH /api/updateAdvertise/{id}?advertiseStatus=advertise|disadvertise (admin; at most 6 advertised). */
export function updateAdvertise({
  id,
  advertiseStatus,
}: UpdateAdvertiseInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/updateAdvertise/${encodeURIComponent(id)}?${new URLSearchParams({ advertiseStatus })}`, {
    method: 'PATCH',
  });
}

export function useUpdateAdvertise() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdvertise, onSettled: () => refreshAdvertisedLists(queryClient) });
}
