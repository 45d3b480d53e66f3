/**
 * A page's request on the server (decision 041): its Lingui instance and its query client, carried by one
 * AsyncLocalStorage. Pages render concurrently: their loaders await the API, React's streaming renderer
 * resumes them as data and code arrive, and their `ApiError`s are built in between. Each page runs inside
 * `runInRequestScope`, and whatever runs for it, whichever page happens to be running, finds its scope:
 * every translate call its language (i18n/active-i18n.ts), the routes' loaders its query client.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { I18n } from '@lingui/core';
import type { Locale } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createLocaleI18n, setRequestI18nLookup } from '../i18n';

type RequestScope = { i18n: I18n; queryClient: QueryClient };

const requestScope = new AsyncLocalStorage<RequestScope>();
setRequestI18nLookup(() => requestScope.getStore()?.i18n);

/** Runs `work` (and everything it starts) reading `locale` and filling `queryClient`. */
export async function runInRequestScope<T>(
  { locale, queryClient }: { locale: Locale; queryClient: QueryClient },
  work: () => T | Promise<T>,
): Promise<T> {
  const i18n = await createLocaleI18n(locale);
  return requestScope.run({ i18n, queryClient }, work);
}

/** Runs `work` in the scope of the code calling this (for a render the API starts later). */
export function bindToRequestScope<Args extends unknown[], R>(
  work: (...args: Args) => R,
): (...args: Args) => R {
  const scope = requestScope.getStore();
  if (!scope) return work;
  // Not AsyncLocalStorage.bind: on Node 20 each binding also makes a deprecation wrapper, ~12 µs a page.
  return (...args) => requestScope.run(scope, work, ...args);
}

/**
 * Stands for the query client of the page being served: each method call goes to that page's own client.
 * The server makes its routes once, with this: a loader reads it when it runs, never when it is made, so
 * the agent's loader, which React Router loads lazily once and then keeps, fills each page's own cache.
 */
export const requestQueryClient = new Proxy({} as QueryClient, {
  get(_target, property) {
    const queryClient = requestScope.getStore()?.queryClient;
    if (!queryClient) throw new Error(`queryClient.${String(property)} read outside a page's request`);
    const value: unknown = Reflect.get(queryClient, property, queryClient);
    // Bound: QueryClient's methods read its private fields, which a proxy does not have.
    return typeof value === 'function' ? value.bind(queryClient) : value;
  },
});
