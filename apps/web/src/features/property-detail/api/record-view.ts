import { fetchJson } from '../../../lib/api-client';

/** POST /api/recentlyViewed/{id}: the signed-in person opened this listing (decision 038). */
export function recordView(id: string): Promise<{ viewedAt: string }> {
  return fetchJson<{ viewedAt: string }>(`/recentlyViewed/${encodeURIComponent(id)}`, { method: 'POST' });
}
