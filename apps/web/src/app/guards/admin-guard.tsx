import { RequireAccess } from './require-access';

const ADMIN = ['admin'] as const;

/** Signed-in admins only. */
export function AdminGuard() {
  return <RequireAccess roles={ADMIN} />;
}
