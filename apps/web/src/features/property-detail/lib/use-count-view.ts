import { useEffect } from 'react';

const COUNTED_KEY_PREFIX = 'nestlane-viewed:';

function wasCounted(id: string): boolean {
  try {
    return sessionStorage.getItem(`${COUNTED_KEY_PREFIX}${id}`) !== null;
  } catch {
    return false;
  }
}

function markCounted(id: string) {
  try {
    sessionStorage.setItem(`${COUNTED_KEY_PREFIX}${id}`, '1');
  } catch {
    // Storage disabled: the listing may be counted again in this session, which is all it costs.
  }
}

/**
 * Counts one view of a listing (issue 15, decision 039): a beacon sent once the page is alive in a
 * browser, never from the server's render, and once per listing per browser session (sessionStorage).
 * The beacon leaves without holding the page back and carries no name: the server keeps only a number
 * per listing per day.
 */
export function useCountView(id: string) {
  useEffect(() => {
    if (!id || wasCounted(id) || typeof navigator.sendBeacon !== 'function') return;
    if (navigator.sendBeacon(`/api/propertyView/${encodeURIComponent(id)}`)) markCounted(id);
  }, [id]);
}
