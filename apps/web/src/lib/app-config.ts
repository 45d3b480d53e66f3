import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from './api-client';

/** GET /api/config: run-time settings, so one build serves every deployment. */
export const appConfigSchema = z.object({
  demo: z.boolean(),
  paymentProvider: z.enum(['sandbox', 'stripe', 'sslcommerz']),
  stripePublishableKey: z.string().nullable(),
  oidcLabel: z.string().nullable(),
  mapTileUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export async function getAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await fetchJson<unknown>('/config'));
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getAppConfig,
  // Settings only change on a redeploy.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
