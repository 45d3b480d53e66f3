import { RequireAccess } from './require-access';

/** Any signed-in user. */
export function LoginGuard() {
  return <RequireAccess />;
}
