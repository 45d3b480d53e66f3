import type { ManagedUser } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** The cache key the spec names for the signed-in user's profile. */
export const USER_INFO_KEY = 'getuserinfo';

/** GET /api/getuser?email=: the profile with its current role (the server validates its answer). */
export function getUserInfo(email: string): Promise<ManagedUser> {
  return fetchJson<ManagedUser>(`/getuser?${new URLSearchParams({ email })}`);
}

export function getUserInfoQueryOptions(email: string) {
  return queryOptions({
    queryKey: [USER_INFO_KEY, email],
    queryFn: () => getUserInfo(email),
  });
}

export function useUserInfo(email: string | undefined) {
  return useQuery({ ...getUserInfoQueryOptions(email ?? ''), enabled: Boolean(email) });
}
