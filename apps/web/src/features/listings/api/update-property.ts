import type { UpdatePropertyBody } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ADDED_PROPERTIES_KEY } from './get-added-properties';

type UpdatePropertyInput = { id: string; body: UpdatePropertyBody };

/** PATCH /api/updateProperty/{id} (the owner agent; only a verified listing). */
export function updateProperty({ id, body }: UpdatePropertyInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/updateProperty/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADDED_PROPERTIES_KEY] }),
  });
}
