import type { Role } from '@nestlane/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useCurrentUser } from '../../features/auth';

/**
 * Spec §2 guards: wait until auth has finished loading (spinner), then let through a signed-in user
 * (with one of `roles`, when given) or send them to /signIn with the current location remembered.
 * The server refuses the same calls anyway; this only keeps people off pages they cannot use.
 */
export function RequireAccess({ roles }: { roles?: readonly Role[] }) {
  const location = useLocation();
  const { user, role, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingSpinner className="min-h-[60vh]" />;
  const isAllowed = Boolean(user) && (!roles || (role !== undefined && roles.includes(role)));
  if (!isAllowed) return <Navigate to="/signIn" replace state={{ from: location }} />;
  return <Outlet />;
}
