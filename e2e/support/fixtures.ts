import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';

/** A 1x1 transparent PNG: map tiles are a third party, answered locally. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers the map's tile requests locally (tiles are a third party). */
export async function stubMapTiles(page: Page) {
  await page.route('https://tiles.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}

/**
 * The browser logs every 4xx answer as a console error. Refusals the tests provoke on purpose (sign in
 * first, a card declined, not allowed, not found, a rule's conflict) are expected, and so are requests a
 * test cuts off as a lost network (`route.abort('internetdisconnected')`); anything else fails the test.
 */
export function findUnexpectedConsoleErrors(messages: string[]): string[] {
  return messages.filter((text) => !/status of 40[12349]|net::ERR_INTERNET_DISCONNECTED/.test(text));
}

/** Requests of the page to its own origin (API calls, lazy chunks, pictures) not answered yet, per page. */
const pendingRequests = new WeakMap<Page, Set<Request>>();

const LIVE_STREAM_PATH = '/api/notifications/stream';

/** Counts the page's own requests in flight, so a check can wait until the app has its data. */
function trackOwnRequests(page: Page, origin: string) {
  const pending = new Set<Request>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => {
    // The notifications stream (server-sent events) stays open as long as the page: never "in flight" data.
    if (request.url().startsWith(origin) && !request.url().startsWith(`${origin}${LIVE_STREAM_PATH}`)) {
      pending.add(request);
    }
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page, baseURL }, use) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // With the resource it names, so a failure says which request it was.
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    if (baseURL) trackOwnRequests(page, new URL(baseURL).origin);
    await stubMapTiles(page);
    await use(page);
    // A Content-Security-Policy violation or a crash shows up here first.
    expect(findUnexpectedConsoleErrors(consoleErrors)).toEqual([]);
  },
});

export { expect };

/**
 * What the accessibility check may take on top of the test's own time: axe reads every node of a long
 * page, which on a loaded 2-core machine takes many seconds. Added to the test's limit, so a slow check
 * never eats the time of the steps before it; a check that hangs still fails, and violations always do.
 */
const AXE_BUDGET_MS = 60_000;

/**
 * Resolves once the page is ready to be judged, by what it does rather than by a clock: none of its own
 * requests in flight (API data, lazy chunks), no placeholder still busy (aria-busy skeletons, the lazy
 * sections' fallbacks), no toast on screen (transient and animated: axe sampling one mid-fade sees too little
 * contrast; react-hot-toast's own colours are #363636 on white), and no finite animation running. It has
 * no time limit of its own: the test's limit names a page that never settles.
 */
export async function waitForSettledPage(page: Page) {
  const pending = pendingRequests.get(page);
  if (pending) await expect.poll(() => pending.size, { timeout: 0 }).toBe(0);
  await page.waitForFunction(isPageSettled, undefined, { timeout: 0 });
}

/** The page's side of a settled page (above); runs in the browser. */
function isPageSettled() {
  return (
    document.querySelector('[aria-busy="true"]') === null &&
    document.querySelectorAll('[role="status"][aria-live="polite"]').length === 0 &&
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      )
  );
}

/** Reads of a page whose violations came while something on it moved, before they count. */
const MAX_AXE_READS = 4;

type MotionCounter = { nestlaneMotionStarts?: number; nestlaneMotionListening?: boolean };

/** From now on, counts the transitions and animations that start on the page (runs in the browser). */
function countMotionStarts() {
  const counter = window as unknown as MotionCounter;
  counter.nestlaneMotionStarts = 0;
  if (counter.nestlaneMotionListening) return;
  counter.nestlaneMotionListening = true;
  const count = () => {
    counter.nestlaneMotionStarts = (counter.nestlaneMotionStarts ?? 0) + 1;
  };
  document.addEventListener('transitionrun', count, true);
  document.addEventListener('animationstart', count, true);
}

/** Whether any transition or animation started since countMotionStarts (runs in the browser). */
function readMotionStarts() {
  return ((window as unknown as MotionCounter).nestlaneMotionStarts ?? 0) > 0;
}

/**
 * Runs axe on the page and its frames. Legacy mode runs axe.run in the page, reaching the frames through
 * axe's own messages, where the default opens a blank page per check to merge each frame's partial
 * results; and only violations are collected in full. The same rules and the same violations (checked on
 * a page with a nameless button, a missing alt in the page and in a frame, low contrast and an untitled
 * frame), at a third of the time: 0.5-0.9 s a page against 1.1-3.5 s (decision 042).
 */
function readViolations(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
}

/** Fails with the list of violations when axe finds any on the current page, once it has settled. */
export async function expectNoAxeViolations(page: Page) {
  await test.step('accessibility check (axe)', async () => {
    test.info().setTimeout(test.info().timeout + AXE_BUDGET_MS);
    // A page that changed while axe read it (a toast raised by a reply arriving meanwhile, fading in; a
    // button enabled by an answer, its opacity in transition) is read again once it settles: what axe saw
    // mid-animation is not what a person reads. A transition may start and end within the read, so the
    // page counts those that started while axe read it; violations seen then are read again, a few times
    // at most (a carousel moves on its own: a violation that stays is reported).
    let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
    let changedWhileRead: boolean;
    let reads = 0;
    do {
      await waitForSettledPage(page);
      await page.evaluate(countMotionStarts);
      ({ violations } = await readViolations(page));
      changedWhileRead = await page.evaluate(readMotionStarts);
      reads += 1;
    } while (
      !(await page.evaluate(isPageSettled)) ||
      (violations.length > 0 && changedWhileRead && reads < MAX_AXE_READS)
    );
    expect(
      violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });
}
