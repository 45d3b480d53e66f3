import type { Locator, Page } from '@playwright/test';
import { expect, waitForSettledPage } from './fixtures';

/** The entry chunk (main.tsx, ~2 KB): the styles and the start, which fetches the app. */
const ENTRY_CHUNK = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds the app's JavaScript until the test calls the returned release: the page is the server's HTML
 * alone, or with `isEntryLoaded` the HTML and the small entry chunk, React and the page still on their way.
 */
export async function holdAppScripts(page: Page, { isEntryLoaded = false } = {}): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!(isEntryLoaded && ENTRY_CHUNK.test(route.request().url()))) await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once React has taken over every element the server sent (`window.serverElements`, noted by the
 * test before the scripts ran) or they are gone, and the page has settled. hydrateRoot returns at once
 * and hydrates in the background, the Suspense boundaries below the fold last.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  await page.waitForFunction(
    () =>
      (window as Window & { serverElements?: Element[] }).serverElements?.every(
        (element) =>
          !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    undefined,
    { timeout: 0 },
  );
  await waitForSettledPage(page);
}

/**
 * Resolves once React owns the element (it sets its fiber on each element it hydrates). A link pressed
 * before that still works, as a full page load: React cannot stop the browser's own navigation for a part
 * it has not hydrated yet. A test about the app's own navigation (focus moved to the new page's heading)
 * presses only a link React owns; early presses are early-input.spec.ts's subject.
 */
export async function waitUntilReactOwns(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}
