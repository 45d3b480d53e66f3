import type { Location } from 'react-router';

const AUTH_PAGES = new Set(['/signIn', '/signUp']);

/**
 * A path inside this app, or null: only '/x…', never '//host' or '/\host' (browsers read both as another
 * site), so a `from` that arrived in a URL cannot send anyone elsewhere. Sign-in and sign-up lead home.
 */
export function toLocalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const url = new URL(value, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the page a guard remembered in `state.from`, else home (spec §2). */
export function findReturnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname) return '/';
  return toLocalPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`) ?? '/';
}
