import { type OutboxMessage, outboxMessageSchema } from '@nestlane/shared';
import { queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../../lib/api-client';

export type { OutboxMessage };

/** GET /api/outbox: the demo inbox, newest first. The API answers 404 outside demo mode (or with SMTP). */
export async function getOutbox(): Promise<OutboxMessage[]> {
  return z.array(outboxMessageSchema).parse(await fetchJson<unknown>('/outbox'));
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['outbox'],
  queryFn: getOutbox,
  // 404 means "no demo inbox here", an answer rather than a hiccup.
  retry: false,
});

/** The demo inbox; `refetchInterval` lets a page wait for a mail that is still being written. */
export function useOutbox(
  options: Pick<UseQueryOptions<OutboxMessage[], Error, OutboxMessage[], string[]>, 'refetchInterval'> = {},
) {
  return useQuery({ ...outboxQueryOptions, ...options });
}
