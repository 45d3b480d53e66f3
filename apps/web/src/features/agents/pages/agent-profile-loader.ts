import { emailSchema } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loadOrNotFound, throwNotFound } from '../../../lib/not-found';
import { agentDataQueryOptions } from '../api/get-agent-data';
import { agentPropertiesQueryOptions } from '../api/get-agent-properties';

/** Loads the agent before the page shows (spec §2); an unknown agent is the not-found page. */
export function createAgentProfileLoader(queryClient: QueryClient) {
  return async function agentProfileLoader({ params }: LoaderFunctionArgs) {
    const email = params.agentEmail ?? '';
    if (!emailSchema.safeParse(email).success) throwNotFound();
    void queryClient.prefetchQuery(agentPropertiesQueryOptions(email));
    await loadOrNotFound(queryClient.ensureQueryData(agentDataQueryOptions(email)));
    return null;
  };
}
