import { MESSAGES, type Property } from '@nestlane/shared';
import { searchProperties } from '../support/api';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('a visitor opens a property, reads it, sees its map and is sent to sign in to wish-list it', async ({
  page,
  request,
}) => {
  const { properties } = await searchProperties(request, { limit: '1' });
  const property = properties[0];
  if (!property) throw new Error('the demo data has no verified property');

  await page.goto('/allProperties');
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'View Detail' })
    .click();
  await expect(page).toHaveURL(`/propertyDetail/${property._id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.propertyTitle })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(property.listedFor).first()).toBeVisible();
  await expect(main.getByText(property.category).first()).toBeVisible();
  await expect(main.getByText(property.description)).toBeVisible();
  await expect(main.getByText(property.district).first()).toBeVisible();

  // The map loads only when its section opens.
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await page.getByRole('button', { name: 'Maps' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add To Wishlist' }).click();
  await expect(page.getByText(MESSAGES.signInToWishlist)).toBeVisible();
  await expect(page).toHaveURL('/signIn');
  await expect(page).toHaveTitle('Nestlane || Sign In');
});

test("a visitor goes from a listing to its agent's public profile", async ({ page, request }) => {
  const { properties } = await searchProperties(request, { limit: '1' });
  const property = properties[0];
  if (!property) throw new Error('the demo data has no verified property');
  const agentListings = (await (
    await request.get(`/api/getAgentProperties/${encodeURIComponent(property.agentEmail)}`)
  ).json()) as unknown[];

  // The card's avatar leads to the agent (spec §2 property card).
  await page.goto('/allProperties');
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: `${property.agentName}'s profile` })
    .click();
  await expect(page).toHaveURL(`/agentProfile/${encodeURIComponent(property.agentEmail)}`);
  await expect(page.getByRole('heading', { name: property.agentName })).toBeVisible();
  await expect(page.getByText('Agent Since')).toBeVisible();
  await expect(page.getByText(property.agentEmail).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(agentListings.length);
  await expectNoAxeViolations(page);
});

test('unknown and malformed property ids and unknown agents show the not-found page', async ({ page }) => {
  await page.goto('/propertyDetail/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
  await page.goto('/propertyDetail/not-an-id');
  await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
  await page.goto('/agentProfile/nobody%40nestlane.test');
  await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
});

test("a fraud agent's listings and profile are hidden from visitors", async ({ page, request }) => {
  const fraudEmail = 'agent.kamal@nestlane.test';
  expect((await request.get(`/api/getAgentData/${fraudEmail}`)).status()).toBe(404);
  const all = await searchProperties(request, { limit: '100' });
  expect(all.properties.some((p) => p.agentEmail === fraudEmail)).toBe(false);
  await page.goto(`/agentProfile/${encodeURIComponent(fraudEmail)}`);
  await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
});

test('similar listings are in the page a crawler fetches, each of the same mode, and open their listings', async ({
  browser,
  request,
}) => {
  // A listing with similar ones: the demo's first page has some beside a neighbour of its mode and band.
  const { properties } = await searchProperties(request, { limit: '24' });
  let listing: Property | undefined;
  let similar: Property[] = [];
  for (const candidate of properties) {
    similar = (await (await request.get(`/api/similarProperties/${candidate._id}`)).json()) as Property[];
    if (similar.length > 0) {
      listing = candidate;
      break;
    }
  }
  if (!listing) throw new Error('no demo listing has similar listings');
  expect(similar.length).toBeLessThanOrEqual(4);

  // No JavaScript: what the server wrote is all there is.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/propertyDetail/${listing._id}`);
  const section = page.getByRole('region', { name: 'Similar listings' });
  await expect(section).toBeVisible();
  const links = section.getByRole('link', { name: 'View Detail' });
  await expect(links).toHaveCount(similar.length);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(similar.map((other) => `/propertyDetail/${other._id}`));
  for (const href of hrefs) {
    expect(href).not.toBe(`/propertyDetail/${listing._id}`);
    const other = (await (
      await request.get(`/api${href?.replace('/propertyDetail/', '/detailProperty/')}`)
    ).json()) as Property;
    expect(other.listedFor).toBe(listing.listedFor);
    expect(other.marketState).toBe('available');
  }
  await context.close();
});
