import { MAX_PAGE } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loadOrNotFound, throwNotFound } from '../../../lib/not-found';
import { isServerRender } from '../../../lib/rendering';
import { agentDataQueryOptions } from '../api/get-agent-data';
import { agentPropertiesQueryOptions } from '../api/get-agent-properties';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Loads the agent before the page shows (spec §2); an unknown agent is the not-found page. */
export function createAgentProfileLoader(queryClient: QueryClient) {
  return async function agentProfileLoader({ params, request }: LoaderFunctionArgs) {
    const email = params.agentEmail ?? '';
    // Only a plain shape check here (no zod on this route's first load): the API answers 400 for a malformed
    // address, which is the not-found page too.
    if (!LOOKS_LIKE_EMAIL.test(email)) throwNotFound();
    const listings = queryClient.prefetchQuery(
      agentPropertiesQueryOptions(email, readListingPage(request.url)),
    );
    await loadOrNotFound(queryClient.ensureQueryData(agentDataQueryOptions(email)));
    // The server renders the agent's listings into the page too; the browser lets them arrive after the agent.
    if (isServerRender) await listings;
    return null;
  };
}

/** The page the address asks for, read as the page's pager reads it (anything else is page 1). */
function readListingPage(url: string): number {
  const page = Number(new URL(url).searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
