import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser (decision 033): the router's loader results and errors,
 * and the query cache its loaders filled, so the browser hydrates without fetching the same data again.
 * It rides in the page as JSON in a non-executed script, so the Content-Security-Policy needs no exception.
 */
export type ServerState = { router: HydrationState; queries: DehydratedState };

export const SERVER_STATE_ELEMENT_ID = 'nestlane-state';

/** JSON safe inside <script>: no '<' can close the element, and U+2028/2029 stay escaped. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
