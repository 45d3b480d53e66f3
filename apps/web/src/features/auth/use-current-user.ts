import { useUserInfo } from './api/get-user-info';
import { useAuth } from './auth-provider';

/**
 * The signed-in user with their profile (role, photo) from the 'getuserinfo' cache, which the auth store
 * fills before loading ends. `isLoading` stays true until both are known, so guards never decide early.
 */
export function useCurrentUser() {
  const auth = useAuth();
  const email = auth.loading ? undefined : auth.user?.email;
  const profileQuery = useUserInfo(email);
  const isProfilePending = Boolean(email) && profileQuery.isPending;
  return {
    ...auth,
    profile: profileQuery.data,
    role: profileQuery.data?.role,
    isLoading: auth.loading || isProfilePending,
  };
}
