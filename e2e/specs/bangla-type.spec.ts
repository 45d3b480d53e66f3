import { expect, test } from '../support/fixtures';

/**
 * Bangla drawn well (issue 27, decision 051): "বাংলা" on an English page's language switch, and the "৳" of
 * its prices, are drawn by our own tiny fonts, whatever fonts the device has, without fetching the whole
 * Bengali font; and no Bangla text on a Bangla page is letter-spaced.
 */
test.use({ viewport: { width: 360, height: 760 }, isMobile: false, hasTouch: false });

const BENGALI = /\p{Script=Bengali}/u;

test('"বাংলা" and "৳" on an English page are drawn by our own fonts, and the whole Bengali font is not fetched', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  const languageSwitch = page.getByRole('button', { name: 'বাংলা' });
  await expect(languageSwitch).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // Which fonts Chromium really drew the switch's letters with.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'button.language-switch',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((font) => font.isCustomFont)).toBe(true);
  expect(fonts.reduce((glyphs, font) => glyphs + font.glyphCount, 0)).toBeGreaterThanOrEqual(4);

  expect(fontRequests.filter((url) => url.includes('bengali'))).toEqual([]);
});

test('no Bangla text on a Bangla page is letter-spaced', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'nestlane-lang', value: 'bn', url: baseURL ?? '' }]);
  for (const path of ['/', '/allProperties']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.evaluate(() => document.fonts.ready);
    const spaced = await page.evaluate((pattern) => {
      const bengali = new RegExp(pattern, 'u');
      const found: string[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        if (!bengali.test(ownText)) continue;
        const spacing = getComputedStyle(element).letterSpacing;
        if (spacing !== 'normal' && spacing !== '0px') found.push(`"${ownText.slice(0, 30)}": ${spacing}`);
      }
      return found;
    }, BENGALI.source);
    expect(spaced, `${path}: letter-spaced Bangla`).toEqual([]);
  }
});
