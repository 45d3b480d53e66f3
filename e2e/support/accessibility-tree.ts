import type { Page } from '@playwright/test';

/** Whether Chromium's accessibility tree, what a screen reader reads, holds `text` (not ignored, not inert). */
export async function isInAccessibilityTree(page: Page, text: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; name?: { value?: unknown } }[];
    };
    return nodes.some((node) => !node.ignored && node.name?.value === text);
  } finally {
    await cdp.detach();
  }
}
