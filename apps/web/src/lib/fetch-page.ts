import { DEFAULT_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { type ApiResponse, requestApi } from './api-client';
import { readCountHeader } from './read-count-header';

/** One page of a dashboard list, with how many rows the list holds in all. */
export type Page<Row> = { rows: Row[]; total: number };

/**
 * GETs one page of DEFAULT_PAGE_SIZE rows of a dashboard list (`params` first, then page and
 * limit), with how many rows the list holds in all (X-Total-Count). The raw response is kept
 * for the list's other headers.
 */
export async function fetchPage<Row>(
  path: string,
  page: number,
  params: Record<string, string> = {},
): Promise<Page<Row> & { response: ApiResponse }> {
  const search = new URLSearchParams({ ...params, page: String(page), limit: String(DEFAULT_PAGE_SIZE) });
  const response = await requestApi(`${path}?${search}`);
  const rows = (await response.json()) as Row[];
  // Without the header, count what we can see rather than invent more pages.
  const total = readCountHeader(response, TOTAL_COUNT_HEADER) ?? (page - 1) * DEFAULT_PAGE_SIZE + rows.length;
  return { rows, total, response };
}
