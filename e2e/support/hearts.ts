import { expect, type Locator } from '@playwright/test';

/**
 * A result's wish-list heart that takes a press: enabled (it is disabled until the session is known) and
 * not busy (while the buyer's saved homes load, or a change is under way, it ignores presses). Both come
 * from React renders after the session's answer, so a settled page alone does not promise them.
 */
export async function expectHeartReady(heart: Locator) {
  await expect(heart).toBeEnabled();
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
}
