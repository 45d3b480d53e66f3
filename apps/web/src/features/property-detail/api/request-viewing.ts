import type { RequestViewingBody } from '@nestlane/shared';
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** POST /api/viewings: 1–3 proposed future times and an optional message. */
export function requestViewing(body: RequestViewingBody): Promise<{ insertedId: string }> {
  return fetchJson('/viewings', { method: 'POST', body: JSON.stringify(body) });
}

export function useRequestViewing() {
  return useMutation({ mutationFn: requestViewing });
}
