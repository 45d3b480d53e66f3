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
  // Judge a settled page: a toast fading in or out has, for a moment, too little contrast. A toast also
  // sits at opacity 0 before its entry starts and after its exit ends, with no animation running: wait
  // until every toast on the page is fully shown (or gone).
  await page.waitForFunction(() => {
    const isAnimating = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
    const isToastFaded = [...document.querySelectorAll('[role="status"][aria-live="polite"]')].some(
      (toast) => {
        for (let node: Element | null = toast; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return true;
        }
        return false;
      },
    );
    return !isAnimating && !isToastFaded;
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
