/**
 * Every module of the app, as the bundler would split it: route pages, their loaders, guards, and the
 * pieces loaded with React.lazy (the toaster, the user menu, maps, the card form, review sections).
 * main.tsx is left out: it mounts the app on import; so is the service worker (service-worker/), which
 * is not the app's and starts working on import.
 */
const APP_MODULES = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../**/*.d.ts',
  '!../test/**',
  // test data and stand-ins beside a feature (test-listings.ts, test-statistics.ts) are not app modules
  '!../**/test-*.{ts,tsx}',
  '!../main.tsx',
  '!../service-worker/**',
]);

/**
 * Loads every app module once, before a test file's first test. A lazy route or component then resolves
 * at once when a test opens it, so the page appears after the work the page does (its stubbed calls and
 * its renders), not after a first import raced against the waits of findBy and waitFor: on a busy machine
 * the import only makes the file slower to load, never a test fail.
 */
export async function preloadAppModules(): Promise<void> {
  await Promise.all(Object.values(APP_MODULES).map((load) => load()));
}
