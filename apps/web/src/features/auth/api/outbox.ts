import { queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../../lib/api-client';

/**
 * One message of the demo outbox, as GET /api/outbox answers it (apps/api/src/modules/outbox/outbox-store.ts).
 * Parsed here, so a drifted server shows up as an error instead of a blank inbox.
 */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

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
