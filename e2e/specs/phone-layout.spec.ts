import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { sameOrigin } from '../support/listings';
import { expectPageFits, findLinkTo } from '../support/phone-layout';

/**
 * Every page at 360 px. A mobile profile cannot catch a page wider than the phone: its layout viewport
 * grows with the page (innerWidth follows the content), so this spec uses a desktop context whose layout
 * viewport stays fixed at 360 × 760 and measures element boxes against it. No @phone tag: the desktop
 * project runs it, with the viewport below.
 */
test.use({ viewport: { width: 360, height: 760 }, isMobile: false, hasTouch: false });

// Signing in three roles and visiting every page of each takes longer than one page's budget.
test.describe.configure({ timeout: 120_000 });

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
  await signInThroughApi(page, DEMO_ACCOUNTS.user);
  // The public pages' top bar signed in: bell, avatar, language and menu beside the wordmark and badge.
  await expectPageFits(page, '/', 'Best For You');
  await expectPageFits(page, '/allProperties', 'All Property');
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
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
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
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  await expectPageFits(page, '/dashboard/myProfile', 'Admin Profile');
  await expectPageFits(page, '/dashboard/manageProperties', 'Manage Properties');
  await expectPageFits(page, '/dashboard/manageUsers', 'Manage Users');
  await expectPageFits(page, '/dashboard/manageReviews', 'Manage Reviews');
  await expectPageFits(page, '/dashboard/adverTiseProperty', 'Advertise Property');
  await expectPageFits(page, '/dashboard/agentRequest', 'Agent Request');
  await expectPageFits(page, '/dashboard/adminStatistics', 'Statistics');
});
