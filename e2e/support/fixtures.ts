import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
 * first, a card declined, not allowed, not found, a rule's conflict) are expected; anything else fails the test.
 */
export function findUnexpectedConsoleErrors(messages: string[]): string[] {
  return messages.filter((text) => !/status of 40[12349]/.test(text));
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await stubMapTiles(page);
    await use(page);
    // A Content-Security-Policy violation or a crash shows up here first.
    expect(findUnexpectedConsoleErrors(consoleErrors)).toEqual([]);
  },
});

export { expect };

/** Fails with the list of violations when axe finds any on the current page. */
export async function expectNoAxeViolations(page: Page) {
  // Judge a settled page. A toast is transient and animated: axe sampling one mid-fade (or before its
  // entry starts) sees too little contrast, so wait until toasts are gone (2 s for a success, 4 s for an
  // error) and no finite animation runs. The toasts' own colours are react-hot-toast's #363636 on white.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="status"][aria-live="polite"]').length === 0 &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
