import type { EnquiryThread } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ENQUIRIES_KEY } from './get-enquiries';

/** GET /api/enquiries/{id}: the thread, oldest message first; reading it marks it read. */
export function getEnquiryThread(id: string): Promise<EnquiryThread> {
  return fetchJson<EnquiryThread>(`/enquiries/${encodeURIComponent(id)}`);
}

export function enquiryThreadQueryOptions(id: string) {
  return queryOptions({ queryKey: [ENQUIRIES_KEY, 'thread', id], queryFn: () => getEnquiryThread(id) });
}

export function useEnquiryThread(id: string) {
  return useQuery(enquiryThreadQueryOptions(id));
}
