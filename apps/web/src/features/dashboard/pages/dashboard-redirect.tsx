import { Navigate, useLocation } from 'react-router';

/** The dashboard needs a signed-in user; until sign-in exists every visitor goes to /signIn, path remembered. */
export function DashboardRedirect() {
  const location = useLocation();
  return <Navigate to="/signIn" replace state={{ from: location }} />;
}
