import type { QueryClient } from '@tanstack/react-query';
import { getAgentRequestsQueryOptions } from './get-agent-requests';
import { getAllUsersQueryOptions } from './get-all-users';

/** Any change to a person shows in both admin lists (a new agent leaves the requests, for one). */
export function refreshPeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAllUsersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getAgentRequestsQueryOptions().queryKey }),
  ]);
}
