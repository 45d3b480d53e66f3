import type { ApiResponse } from './api-client';

/** A count or sum the server sends in a header; null when it is missing or not a whole number ≥ 0. */
export function readCountHeader(response: ApiResponse, name: string): number | null {
  const value = response.headers.get(name);
  const count = Number(value);
  return value !== null && value.trim() !== '' && Number.isSafeInteger(count) && count >= 0 ? count : null;
}
