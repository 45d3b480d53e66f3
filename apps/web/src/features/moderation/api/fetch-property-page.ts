import { DEFAULT_PAGE_SIZE, type Property, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { requestApi } from '../../../lib/api-client';

/** One page of an admin list, with how many there are in all (from X-Total-Count). */
export type PropertyPage = { properties: Property[]; total: number };

/** A count the server sends in a header; null when it is missing or not a count. */
export function readCountHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  const count = Number(value);
  return value !== null && value !== '' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** GETs `path` for one page of DEFAULT_PAGE_SIZE properties; the raw response is kept for other headers. */
export async function fetchPropertyPage(
  path: string,
  page: number,
): Promise<PropertyPage & { response: Response }> {
  const params = new URLSearchParams({ page: String(page), limit: String(DEFAULT_PAGE_SIZE) });
  const response = await requestApi(`${path}?${params}`);
  const properties = (await response.json()) as Property[];
  // Without the header, count what we can see rather than invent more pages.
  const total =
    readCountHeader(response, TOTAL_COUNT_HEADER) ?? (page - 1) * DEFAULT_PAGE_SIZE + properties.length;
  return { properties, total, response };
}
