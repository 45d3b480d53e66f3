import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from './api-client';

/**
 * Whether this Nestlane runs in demo mode, read from GET /api/config without its zod schema
 * (lib/app-config.ts), so the navigation bar on the first route stays light.
 */
export const demoModeQueryOptions = queryOptions({
  queryKey: ['config', 'demo'],
  queryFn: async () => (await fetchJson<{ demo?: unknown }>('/config')).demo === true,
  // Settings only change on a redeploy.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useIsDemo(): boolean {
  return useQuery(demoModeQueryOptions).data === true;
}
