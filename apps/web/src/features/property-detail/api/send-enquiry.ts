import type { SendEnquiryBody, SentEnquiry } from '@nestlane/shared';
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** POST /api/enquiries: the first message about a listing starts the thread, later ones append. */
export function sendEnquiry(body: SendEnquiryBody): Promise<SentEnquiry> {
  return fetchJson('/enquiries', { method: 'POST', body: JSON.stringify(body) });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
