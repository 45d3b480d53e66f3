import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../lib/api-client';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Spec §9: 3 retries, delay doubling from 1 s up to 30 s, cache lifetime 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 404 or 400 stays one however often we ask; only retry what may be transient.
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
        retryDelay: (attempt) => Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS),
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        // Offline, a read is still tried once: the service worker may hold the answer (decision 056).
        networkMode: 'offlineFirst',
      },
      // Offline, a write is tried and fails where the person acted (decision 052): never held back in a
      // queue to go out later, unseen (decision 056).
      mutations: { networkMode: 'always' },
    },
  });
}
