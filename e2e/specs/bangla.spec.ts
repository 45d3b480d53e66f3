import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { listEnglishTexts } from '../support/catalogs';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { expectPageFits, findLinkTo } from '../support/phone-layout';

/**
 * Nestlane in Bangla (issue 16, decision 040): every page in Bangla, as someone who chose it sees it —
 * `<html lang="bn">`, a Bangla heading, nothing past a 360 px phone, and axe clean (contrast and names
 * in Bangla text, lang attributes). The remembered choice is the cookie the language switch writes.
 */
test.use({ viewport: { width: 360, height: 760 }, isMobile: false, hasTouch: false });
test.describe.configure({ timeout: 240_000 });

const BENGALI = /\p{Script=Bengali}/u;

async function readInBangla(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'nestlane-lang', value: 'bn', url: baseURL ?? '' }]);
}

/** What a person reads or hears on the page: its text, and its labels, alternatives and placeholders. */
function readPageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Not words to translate: scripts, hidden parts, and what the page marks translate="no" (addresses).
      if (!parent || parent.closest('script, style, [hidden], [translate="no"]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/**
 * The page in Bangla: its language, a Bangla heading (any, for a listing's own title), no text of the
 * catalogs left in English, nothing past 360 px, axe clean.
 */
async function expectBanglaPage(page: Page, path: string, heading: RegExp = BENGALI) {
  await expectPageFits(page, path, heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const english = listEnglishTexts();
  const leftInEnglish = (await readPageTexts(page)).filter((text) => english.has(text));
  expect.soft([...new Set(leftInEnglish)], `${path}: texts left in English`).toEqual([]);
  await expectNoAxeViolations(page);
}

test('the public pages in Bangla fit a phone and pass axe', async ({ page, baseURL }) => {
  await readInBangla(page, baseURL);
  await expectBanglaPage(page, '/');
  // The navigation is in Bangla and offers English back.
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expectBanglaPage(page, '/allProperties');
  const detail = await findLinkTo(page, '/propertyDetail/');
  const agentProfile = await findLinkTo(page, '/agentProfile/');
  await expectBanglaPage(page, detail, /.+/);
  await expectBanglaPage(page, agentProfile);
  await expectBanglaPage(page, '/signIn');
  await expectBanglaPage(page, '/signUp');
  await expectBanglaPage(page, '/forgotPassword');
  await expectBanglaPage(page, '/no-such-page');
});

test("the user's dashboard in Bangla fits a phone and passes axe", async ({ page, baseURL }) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.user);
  await readInBangla(page, baseURL);
  await expectBanglaPage(page, '/dashboard/myProfile');
  await expectBanglaPage(page, '/dashboard/wishlist');
  await expectBanglaPage(page, await findLinkTo(page, '/dashboard/makeAnOffer/'));
  await expectBanglaPage(page, '/dashboard/propertyBought');
  await expectBanglaPage(page, await findLinkTo(page, '/dashboard/makePayment/'));
  await expectBanglaPage(page, '/dashboard/myReview');
  await expectBanglaPage(page, '/dashboard/enquiries');
  await expectBanglaPage(page, '/dashboard/viewings');
  await expectBanglaPage(page, '/dashboard/savedSearches');
});

test("the agent's dashboard in Bangla fits a phone and passes axe", async ({ page, baseURL }) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  await readInBangla(page, baseURL);
  await expectBanglaPage(page, '/dashboard/myProfile');
  await expectBanglaPage(page, '/dashboard/addProperty');
  await expectBanglaPage(page, '/dashboard/addedProperties');
  await expectBanglaPage(page, await findLinkTo(page, '/dashboard/updateProperty/'));
  await expectBanglaPage(page, '/dashboard/soldProperties');
  await expectBanglaPage(page, '/dashboard/requestedProperties');
  await expectBanglaPage(page, '/dashboard/agentStatistics');
});

test("the admin's dashboard in Bangla fits a phone and passes axe", async ({ page, baseURL }) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await readInBangla(page, baseURL);
  await expectBanglaPage(page, '/dashboard/myProfile');
  await expectBanglaPage(page, '/dashboard/manageProperties');
  await expectBanglaPage(page, '/dashboard/manageUsers');
  await expectBanglaPage(page, '/dashboard/manageReviews');
  await expectBanglaPage(page, '/dashboard/adverTiseProperty');
  await expectBanglaPage(page, '/dashboard/agentRequest');
  await expectBanglaPage(page, '/dashboard/adminStatistics');
});

test('a page in Bangla is Bangla without JavaScript, and names its English twin', async ({ request }) => {
  const html = await (await request.get('/allProperties?lang=bn')).text();
  expect(html).toContain('<html lang="bn">');
  expect(html).toMatch(/<title>[^<]*\p{Script=Bengali}[^<]*<\/title>/u);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/allProperties\?lang=bn">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/allProperties">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="bn" href="[^"]*\/allProperties\?lang=bn">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/allProperties">/);
  expect(html).toContain('<meta property="og:locale" content="bn_BD">');
  expect(html).toMatch(
    /<link rel="preload" href="\/assets\/noto-sans-bengali-bengali-wght-normal-[^"]+\.woff2" as="font"/,
  );
  const english = await (
    await request.get('/allProperties', { headers: { 'accept-language': 'en' } })
  ).text();
  expect(english).toContain('<html lang="en">');
  expect(english).not.toContain('noto-sans-bengali');
});
