import type { Property } from '@nestlane/shared';
import type { APIRequestContext } from '@playwright/test';

/** What the public search API answers for a query: the page and the total. */
export async function searchProperties(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/api/getVerifiedProperties?${new URLSearchParams(query)}`);
  if (!response.ok()) throw new Error(`search failed: ${response.status()} ${await response.text()}`);
  return {
    properties: (await response.json()) as Property[],
    total: Number(response.headers()['x-total-count']),
  };
}
