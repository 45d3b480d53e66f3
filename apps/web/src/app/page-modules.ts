/**
 * The lazy page modules of the server-rendered routes (decision 033), one chunk each, in a module the entry
 * chunk can import without the router: main.tsx starts a server-rendered page's chunk together with the
 * app's own code, rather than after it (routes.tsx loads the same modules, so each is fetched once).
 */
export const loadAllPropertiesPage = async () =>
  (await import('../features/properties/pages/all-properties-page')).AllPropertiesPage;
export const loadPropertyDetailPage = async () =>
  (await import('../features/property-detail/pages/property-detail-page')).PropertyDetailPage;
export const loadAgentProfilePage = async () =>
  (await import('../features/agents/pages/agent-profile-page')).AgentProfilePage;
export const loadAgentProfileLoader = async () =>
  (await import('../features/agents/pages/agent-profile-loader')).createAgentProfileLoader;

const PAGE_MODULES: { matches: (pathname: string) => boolean; load: () => Promise<unknown>[] }[] = [
  { matches: (pathname) => pathname === '/allProperties', load: () => [loadAllPropertiesPage()] },
  { matches: (pathname) => pathname.startsWith('/propertyDetail/'), load: () => [loadPropertyDetailPage()] },
  {
    matches: (pathname) => pathname.startsWith('/agentProfile/'),
    load: () => [loadAgentProfilePage(), loadAgentProfileLoader()],
  },
];

/**
 * Starts loading the page modules of a server-rendered path (home is in the app's chunk). Only a head
 * start: the router loads and awaits them itself, and reports a failure the way it always does.
 */
export function preloadPageModules(pathname: string): void {
  for (const page of PAGE_MODULES) {
    if (page.matches(pathname)) for (const loading of page.load()) loading.catch(() => {});
  }
}
