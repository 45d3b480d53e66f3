import type { Location } from 'react-router';

/** Where to go after signing in: the page a guard remembered in `state.from`, else home (spec §2). */
export function findReturnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/signIn' || from.pathname === '/signUp') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
