import type { EnquirySummary } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** Every enquiry list and thread sits under this key: a reply refreshes them all. */
export const ENQUIRIES_KEY = 'enquiries';

/** GET /api/enquiries: the caller's threads, as buyer and as agent, newest activity first. */
export function getEnquiries(): Promise<EnquirySummary[]> {
  return fetchJson<EnquirySummary[]>('/enquiries');
}

export function enquiriesQueryOptions() {
  return queryOptions({ queryKey: [ENQUIRIES_KEY, 'list'], queryFn: getEnquiries });
}

export function useEnquiries() {
  return useQuery(enquiriesQueryOptions());
}
