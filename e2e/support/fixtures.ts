import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** A 1x1 transparent PNG: map tiles are a third party, answered locally. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.route('https://tiles.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    await use(page);
    // A Content-Security-Policy violation or a crash shows up here first.
    expect(consoleErrors.filter((text) => !/status of 40[134]/.test(text))).toEqual([]);
  },
});

export { expect };

/** Fails with the list of violations when axe finds any on the current page. */
export async function expectNoAxeViolations(page: Page) {
  // Judge a settled page: a toast fading in or out has, for a moment, too little contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
