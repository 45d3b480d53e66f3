/**
 * Checks that a page fits a 360 px phone (used by phone-layout.spec.ts and phone-layout-bangla.spec.ts).
 * A mobile profile cannot catch a page wider than the phone: its layout viewport grows with the page
 * (innerWidth follows the content), so the specs use a desktop context whose layout viewport stays fixed
 * at 360 × 760 and measure element boxes against it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const PHONE_WIDTH = 360;

/** What a page's overflow check found: the document's own sideways scroll and the elements past 360 px. */
type Overflow = { scrollWidth: number; elements: string[] };

/**
 * Lists every visible element whose box, after its clipping ancestors (a table's sideways scroller, a
 * carousel's window), still ends past the phone's width, and the document's scroll width.
 */
function findOverflow(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((limit) => {
    const describeElement = (element: Element, right: number) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      const label = classes.length > 0 && classes[0] ? `.${classes.slice(0, 4).join('.')}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${label}> "${text}" ends at ${Math.round(right)} px`;
    };
    /**
     * The right edge an element can be seen to: its box cut by every ancestor that clips sideways and holds
     * it. An absolutely placed element escapes the clipping of ancestors below its containing block (a
     * screen-reader-only label inside a table's scroller can still widen the page), a fixed one all of them.
     */
    const visibleRight = (element: Element) => {
      let right = element.getBoundingClientRect().right;
      let position = getComputedStyle(element).position;
      // The root's and body's overflow belong to the viewport, which is what is measured.
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        const holdsPlaced = style.position !== 'static' || style.transform !== 'none';
        if (position === 'fixed' && style.transform === 'none') continue;
        if (position === 'absolute' && !holdsPlaced) continue;
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) {
          right = Math.min(right, parent.getBoundingClientRect().right);
        }
        position = style.position;
      }
      return right;
    };
    const offenders: string[] = [];
    const outermost = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      // Name only the outermost element past the edge: its children add no news.
      if (element.parentElement && outermost.has(element.parentElement)) {
        outermost.add(element);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (!element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      const right = visibleRight(element) + window.scrollX;
      if (right > limit + 0.5) {
        outermost.add(element);
        offenders.push(describeElement(element, right));
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, elements: offenders };
  }, width);
}

/** Waits until the page shows its content: the heading is there and nothing is loading or busy. */
export async function waitForSettledPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  // Deferred sections load as they come into view: scroll through the page once, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-busy="true"], .animate-pulse, [role="status"] svg.animate-spin')
        .length === 0,
  );
}

/**
 * The top bar's pieces that overlap another, words and overhanging badges included: the wordmark, the Demo
 * badge and each control on the right (bell, avatar, language switch, menu button) must each have a place
 * of their own.
 */
function findHeaderClashes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = [...document.querySelectorAll('header')].find((element) => element.checkVisibility());
    if (!header) return ['no visible top bar'];
    // Its links, buttons and the badge (it has a title), each counted once (not a link's own children).
    const candidates = [...header.querySelectorAll('a, button, [title]')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
    const pieces = candidates.filter(
      (element) => !candidates.some((other) => other !== element && other.contains(element)),
    );
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 20)}"`;
    /**
     * What a piece paints: its box, its children's (a badge may overhang its button) and its words, which
     * overflow a box too narrow for them (a wordmark squeezed under the Demo badge). Screen-reader-only
     * parts (1 px) are left out.
     */
    const paintedExtent = (element: Element) => {
      const rects = [element.getBoundingClientRect()];
      for (const child of element.querySelectorAll('*')) {
        const rect = child.getBoundingClientRect();
        if (rect.width > 1 && rect.height > 1) rects.push(rect);
      }
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Words inside a screen-reader-only box (1 px, clipped) are never painted.
        const holder = node.parentElement?.getBoundingClientRect();
        if (!holder || holder.width <= 1 || holder.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width > 1 && rect.height > 1) rects.push(rect);
      }
      return {
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
    };
    const clashes: string[] = [];
    const extents = pieces.map(paintedExtent);
    pieces.forEach((element, index) => {
      const box = extents[index] as ReturnType<typeof paintedExtent>;
      pieces.slice(index + 1).forEach((other, offset) => {
        const next = extents[index + 1 + offset] as ReturnType<typeof paintedExtent>;
        const overlap = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        const vertical = Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top);
        if (overlap > 0.5 && vertical > 0.5)
          clashes.push(`${name(element)} overlaps ${name(other)} by ${Math.round(overlap)} px`);
      });
    });
    return clashes;
  });
}

/**
 * Fails naming each element past the phone's width, when the document scrolls sideways, and when the top
 * bar's pieces overlap or are cut.
 */
export async function expectPageFits(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await waitForSettledPage(page, heading);
  const overflow = await findOverflow(page, PHONE_WIDTH);
  // Soft: one run names every page that does not fit.
  expect.soft(overflow.elements, `${path}: elements past ${PHONE_WIDTH} px`).toEqual([]);
  expect
    .soft(overflow.scrollWidth, `${path}: the document scrolls sideways`)
    .toBeLessThanOrEqual(PHONE_WIDTH);
  expect.soft(await findHeaderClashes(page), `${path}: the top bar's pieces clash`).toEqual([]);
}

/** The first link on the page whose address starts with the prefix (an id the seed made). */
export async function findLinkTo(page: Page, prefix: string) {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href')) as string;
}
