import type { ManagedUser } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/getallUsers (admin): every user, oldest account first. */
export function getAllUsers(): Promise<ManagedUser[]> {
  return fetchJson<ManagedUser[]>('/getallUsers');
}

export function getAllUsersQueryOptions() {
  return queryOptions({ queryKey: ['getallUsers'], queryFn: getAllUsers });
}

export function useAllUsers() {
  return useQuery(getAllUsersQueryOptions());
}
