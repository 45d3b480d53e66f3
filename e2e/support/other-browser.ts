import type { Browser } from '@playwright/test';
import { expect, findUnexpectedConsoleErrors, stubMapTiles, test } from './fixtures';

/** A second browser (another person at the same time), failing the test on any console error too. */
export async function openOtherBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await stubMapTiles(page);
  return {
    page,
    async close() {
      await context.close();
      expect(findUnexpectedConsoleErrors(consoleErrors)).toEqual([]);
    },
  };
}
