import type { Locator, Page } from '@playwright/test';

// The keyboard specs' steps: every step is a key press, and focus is checked after each one.

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not among the next `limit` stops. */
export async function tabTo(page: Page, target: Locator, { limit = 80, key = 'Tab' } = {}) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached in ${limit} Tab presses`);
}

type FocusRing = { element: string; width: number; style: string; contrast: number };

/**
 * The focused element's outline and its contrast with the surface behind it (the nearest ancestor with a
 * background), read from the computed style. Colours go through a canvas so oklch and hex read alike.
 */
function readFocusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement;
    // Buttons ease their outline colour in (Tailwind's transition): judge the ring once it has settled.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    function toRgba(color: string): number[] {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    }
    function luminance([r, g, b]: number[]): number {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const channel = (value ?? 0) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    }
    const style = getComputedStyle(element);
    let surface: number[] = [255, 255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = toRgba(getComputedStyle(node).backgroundColor);
      if ((background[3] ?? 0) > 0) {
        surface = background;
        break;
      }
    }
    const ring = luminance(toRgba(style.outlineColor));
    const behind = luminance(surface);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${element.tagName.toLowerCase()} "${name}"`,
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05),
    };
  });
}

/** Tabs through the first `stops` focus stops (or to the page's end) and lists each ring missing, thin or faint. */
export async function findFaintFocusRings(page: Page, stops: number): Promise<string[]> {
  const faint: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await readFocusRing(page);
    // Past the last control focus leaves the page: every stop has been judged.
    if (ring.element.startsWith('body ')) break;
    if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3) {
      faint.push(`${ring.element}: ${ring.style} ${ring.width}px, ${ring.contrast.toFixed(2)}:1`);
    }
  }
  return faint;
}
