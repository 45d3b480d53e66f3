import type { ContactRevealKind, RevealedContact } from '@nestlane/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** POST /api/revealContact/{propertyId} (anyone; decision 053): the agent's numbers, counted as a lead. */
export function revealContact(propertyId: string, kind: ContactRevealKind): Promise<RevealedContact> {
  return fetchJson<RevealedContact>(`/revealContact/${encodeURIComponent(propertyId)}`, {
    method: 'POST',
    body: JSON.stringify({ kind }),
  });
}

function revealedContactKey(propertyId: string) {
  return ['revealedContact', propertyId] as const;
}

/**
 * The numbers once revealed, shared by the aside and the phone's contact bar: never fetched on
 * render (so they are not in the server's HTML), only written by a tap's reveal.
 */
export function useRevealedContact(propertyId: string) {
  return useQuery<RevealedContact | null>({
    queryKey: revealedContactKey(propertyId),
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRevealContact(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ContactRevealKind) => revealContact(propertyId, kind),
    onSuccess: (contact) => queryClient.setQueryData(revealedContactKey(propertyId), contact),
  });
}
