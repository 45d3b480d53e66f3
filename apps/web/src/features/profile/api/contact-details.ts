import type { ContactDetailsInput } from '@nestlane/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

export const CONTACT_DETAILS_KEY = 'contactDetails';

export type ContactNumbers = { phone: string | null; whatsapp: string | null };

/** GET /api/getuser?email=: the own profile's phone and WhatsApp (+8801XXXXXXXXX, or null). */
export async function getContactDetails(email: string): Promise<ContactNumbers> {
  const profile = await fetchJson<Partial<ContactNumbers>>(`/getuser?${new URLSearchParams({ email })}`);
  return { phone: profile.phone ?? null, whatsapp: profile.whatsapp ?? null };
}

export function contactDetailsQueryOptions(email: string) {
  return queryOptions({ queryKey: [CONTACT_DETAILS_KEY, email], queryFn: () => getContactDetails(email) });
}

export function useContactDetails(email: string | undefined) {
  return useQuery({ ...contactDetailsQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/** POST /api/users with the numbers only: '' removes one; the server normalises the rest. */
export function saveContactDetails(input: { email: string } & ContactDetailsInput) {
  return fetchJson<{ insertedId: string; modifiedCount: number }>('/users', {
    method: 'POST',
    body: JSON.stringify({ email: input.email, phone: input.phone ?? '', whatsapp: input.whatsapp ?? '' }),
  });
}

export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactDetails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CONTACT_DETAILS_KEY] }),
  });
}
