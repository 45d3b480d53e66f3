import type { Role } from '@nestlane/shared';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useCurrentUser } from '../../features/auth';

/**
 * Spec §2 guards: wait until auth has finished loading (spinner), then let through a signed-in user
 * (with one of `roles`, when given) or send them to /signIn with the current location remembered.
 * The server refuses the same calls anyway; this only keeps people off pages they cannot use.
 *
 * Someone signed out while on a guarded page is not sent anywhere from here: every sign-out moves on by
 * itself (Sign Out goes home; a session the server ended goes to /signIn, app/session-end.ts), and a
 * redirect of the guard's own would race it (the dashboard's Sign Out ended on /signIn 1 run in 4).
 */
export function RequireAccess({ roles }: { roles?: readonly Role[] }) {
  const location = useLocation();
  const { user, role, isLoading } = useCurrentUser();
  const [hasBeenSignedIn, setHasBeenSignedIn] = useState(false);
  if (user && !hasBeenSignedIn) setHasBeenSignedIn(true);
  if (isLoading || (!user && hasBeenSignedIn)) return <LoadingSpinner className="min-h-[60vh]" />;
  const isAllowed = Boolean(user) && (!roles || (role !== undefined && roles.includes(role)));
  if (!isAllowed) return <Navigate to="/signIn" replace state={{ from: location }} />;
  return <Outlet />;
}
