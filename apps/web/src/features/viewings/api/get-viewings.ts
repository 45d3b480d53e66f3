import type { Viewing } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

export const VIEWINGS_KEY = 'viewings';

/** GET /api/viewings: the caller's viewings, as buyer and as agent, newest first. */
export function getViewings(): Promise<Viewing[]> {
  return fetchJson<Viewing[]>('/viewings');
}

export function viewingsQueryOptions() {
  return queryOptions({ queryKey: [VIEWINGS_KEY], queryFn: getViewings });
}

export function useViewings() {
  return useQuery(viewingsQueryOptions());
}
