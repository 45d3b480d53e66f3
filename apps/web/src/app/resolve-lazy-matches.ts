import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes a server-rendered page matched before the router starts (decision 033).
 * React Router would otherwise load a lazy route while hydrating and show the fallback in place of the
 * server's HTML. Each matched route's `lazy` parts (a page's Component, a loader) become plain properties.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy());
      } else {
        const entries = await Promise.all(
          Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
        );
        Object.assign(route, Object.fromEntries(entries));
      }
      route.lazy = undefined;
    }),
  );
}
