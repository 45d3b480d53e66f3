import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInAs } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { sameOrigin } from '../support/listings';

/**
 * Every page at 360 px. A mobile profile cannot catch a page wider than the phone: its layout viewport
 * grows with the page (innerWidth follows the content), so this spec uses a desktop context whose layout
 * viewport stays fixed at 360 × 760 and measures element boxes against it. No @phone tag: the desktop
 * project runs it, with the viewport below.
 */
test.use({ viewport: { width: 360, height: 760 }, isMobile: false, hasTouch: false });

// Signing in three roles and visiting every page of each takes longer than one page's budget.
test.describe.configure({ timeout: 120_000 });

const PHONE_WIDTH = 360;

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
async function waitForSettledPage(page: Page, heading: string | RegExp) {
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

/** Fails naming each element past the phone's width, and when the document scrolls sideways. */
async function expectPageFits(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await waitForSettledPage(page, heading);
  const overflow = await findOverflow(page, PHONE_WIDTH);
  // Soft: one run names every page that does not fit.
  expect.soft(overflow.elements, `${path}: elements past ${PHONE_WIDTH} px`).toEqual([]);
  expect
    .soft(overflow.scrollWidth, `${path}: the document scrolls sideways`)
    .toBeLessThanOrEqual(PHONE_WIDTH);
}

/** The first link on the page whose address starts with the prefix (an id the seed made). */
async function findLinkTo(page: Page, prefix: string) {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href')) as string;
}

test('every public page fits a 360 px layout viewport', async ({ page }) => {
  await expectPageFits(page, '/', 'Best For You');
  await expectPageFits(page, '/allProperties', 'All Property');
  const detail = await findLinkTo(page, '/propertyDetail/');
  const agentProfile = await findLinkTo(page, '/agentProfile/');
  // Three listings to compare: the tray then shows on the pages below, and /compare shows them.
  const compareIds = await page
    .locator('a[href^="/propertyDetail/"]')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute('href')?.split('/').pop()))].slice(0, 3),
    );
  for (const toggle of (await page.getByRole('button', { name: /^Compare / }).all()).slice(0, 2)) {
    await toggle.click();
  }
  await expect(page.getByRole('region', { name: 'Compare 2 of 4' })).toBeVisible();
  await expectPageFits(page, `/compare?ids=${compareIds.join(',')}`, 'Compare listings');
  await expectPageFits(page, detail, /.+/);
  await expectPageFits(page, agentProfile, 'View Property');
  await expectPageFits(page, '/signIn', 'Sign In');
  await expectPageFits(page, '/signUp', 'Sign Up');
  await expectPageFits(page, '/forgotPassword', 'Forgot Password');
  await expectPageFits(page, '/resetPassword?token=unknown', 'Reset Password');
  await expectPageFits(page, '/demoInbox', 'Demo Inbox');
  await expectPageFits(page, '/no-such-page', /.+/);
});

test("every page of the user's dashboard fits a 360 px layout viewport", async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.user);
  await expectPageFits(page, '/dashboard/myProfile', 'My Profile');
  await expectPageFits(page, '/dashboard/wishlist', 'Wishlist');
  const makeOffer = await findLinkTo(page, '/dashboard/makeAnOffer/');
  await expectPageFits(page, makeOffer, 'Make An Offer');
  await expectPageFits(page, '/dashboard/propertyBought', 'Property Bought');
  const payment = await findLinkTo(page, '/dashboard/makePayment/');
  await expectPageFits(page, payment, /^Pay /);
  await expectPageFits(page, '/dashboard/myReview', 'My Reviews');
  await expectPageFits(page, '/dashboard/enquiries', 'My Enquiries');
  await expectPageFits(page, '/dashboard/viewings', 'Viewings');
  // A saved search with a long name and many filters: its card must wrap, not overflow.
  const saved = await page.request.post('/api/savedSearches', {
    headers: sameOrigin(),
    data: {
      name: 'Family flats near Gulshan Lake with a gym and a pool, for a long stay',
      query: { listedFor: 'For Rent', area: 'Gulshan', minBedrooms: '3', amenities: ['Gym', 'Pool', 'WiFi'] },
      alert: 'daily',
    },
  });
  expect(saved.status()).toBe(201);
  await expectPageFits(page, '/dashboard/savedSearches', 'Saved Searches');
  await page.request.delete(`/api/savedSearches/${(await saved.json())._id}`, { headers: sameOrigin() });
});

test("every page of the agent's dashboard fits a 360 px layout viewport", async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.agent);
  await expectPageFits(page, '/dashboard/myProfile', 'Agent Profile');
  await expectPageFits(page, '/dashboard/addProperty', 'Add Property');
  await expectPageFits(page, '/dashboard/addedProperties', 'My Added Properties');
  const update = await findLinkTo(page, '/dashboard/updateProperty/');
  await expectPageFits(page, update, 'Update Property');
  await expectPageFits(page, '/dashboard/soldProperties', 'My Sold Properties');
  await expectPageFits(page, '/dashboard/requestedProperties', 'Requested Properties');
  await expectPageFits(page, '/dashboard/enquiries', 'Enquiries');
  await expectPageFits(page, '/dashboard/viewings', 'Viewings');
  await expectPageFits(page, '/dashboard/agentStatistics', 'Statistics');
});

test("every page of the admin's dashboard fits a 360 px layout viewport", async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.admin);
  await expectPageFits(page, '/dashboard/myProfile', 'Admin Profile');
  await expectPageFits(page, '/dashboard/manageProperties', 'Manage Properties');
  await expectPageFits(page, '/dashboard/manageUsers', 'Manage Users');
  await expectPageFits(page, '/dashboard/manageReviews', 'Manage Reviews');
  await expectPageFits(page, '/dashboard/adverTiseProperty', 'Advertise Property');
  await expectPageFits(page, '/dashboard/agentRequest', 'Agent Request');
  await expectPageFits(page, '/dashboard/adminStatistics', 'Statistics');
});
