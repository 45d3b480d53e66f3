/**
 * The pages' markup cache never shows stale truth, on any instance (apps/api/src/ssr/page-markup-cache.ts):
 * a listing's page and the search are asked of BOTH instances directly until each answers from its cache;
 * then, through the proxy, the agent changes the price, the admin verifies a pending listing, a buyer buys
 * the listing (offer, the agent's accept, the sandbox's card) and the agent deletes it. After each change
 * the very next request to each instance shows it: nothing is invalidated or shared, the page's data is
 * its cache key, read fresh from PostgreSQL on every request. The renderer is the real one (the web
 * build's apps/web/dist-ssr, or WEB_DIST_DIR's).
 *
 * A sale changes nothing a visitor sees (the spec keeps a sold listing listed, with no mark): after it,
 * each instance's next answers still show the listing as the API has it. Deleting it then removes it.
 */
import { formatTakaRange, SANDBOX_CARDS } from '@nestlane/shared';
import type { APIRequestContext, Browser } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInAs, signUp } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { callApi, createPendingListing, createVerifiedListing, sameOrigin } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

type Instance = { name: string; origin: string };
type Cluster = { instances: Instance[]; metricsToken: string };

const cluster = JSON.parse(process.env.NESTLANE_CLUSTER ?? 'null') as Cluster | null;
/** A person on a phone: the page is rendered for a person, not a crawler. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SEARCH = '/allProperties';

/** React's markup of a page as the instance answers it (the server state after it is left out). */
async function readMarkup(visitor: APIRequestContext, instance: Instance, path: string, status = 200) {
  const response = await visitor.get(`${instance.origin}${path}`);
  expect(response.status(), `${instance.name} ${path}`).toBe(status);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="nestlane-state">');
  expect(start, `${instance.name} ${path} is server-rendered`).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The price a listing's page shows beside its agent ('Price range'). */
function readPagePrice(markup: string) {
  return /Price range<\/p><p[^>]*>([^<]+)</.exec(markup)?.[1];
}

/** How many pages the instance has answered from its cache so far (its own metrics). */
async function countCacheHits(visitor: APIRequestContext, instance: Instance) {
  const response = await visitor.get(`${instance.origin}/api/metrics`, {
    headers: { authorization: `Bearer ${cluster?.metricsToken}` },
  });
  expect(response.status()).toBe(200);
  const line = /^nestlane_ssr_markup_cache_requests_total\{result="hit"\} (\d+)$/m.exec(
    await response.text(),
  );
  return Number(line?.[1] ?? 0);
}

/** Asks the instance for the page until one answer comes from its cache: the cache holds the page now. */
async function fillCache(visitor: APIRequestContext, instance: Instance, path: string) {
  const before = await countCacheHits(visitor, instance);
  await expect
    .poll(async () => {
      await readMarkup(visitor, instance, path);
      return countCacheHits(visitor, instance);
    })
    .toBeGreaterThan(before);
}

async function openSignedIn(browser: Browser, account: { email: string; password: string }) {
  const other = await openOtherBrowser(browser);
  await signInAs(other.page, account);
  return other;
}

test('each instance shows a new price, a verification, a sale and a deletion on its very next request', async ({
  browser,
  playwright,
}) => {
  expect(cluster, 'e2e/cluster/global-setup.mjs hands the cluster over').not.toBeNull();
  const { instances } = cluster as Cluster;
  expect(instances).toHaveLength(2);
  const visitor = await playwright.request.newContext({ userAgent: PHONE });

  const agent = await openSignedIn(browser, DEMO_ACCOUNTS.agent);
  const admin = await openSignedIn(browser, DEMO_ACCOUNTS.admin);
  const stamp = Date.now();
  const title = `Fresh Duplex ${stamp}`;
  const pendingTitle = `Pending Loft ${stamp}`;
  const id = await createVerifiedListing(agent.page.request, admin.page.request, title, {
    minPrice: 300000,
    maxPrice: 340000,
  });
  const pendingId = await createPendingListing(agent.page.request, pendingTitle, {
    minPrice: 150000,
    maxPrice: 160000,
  });
  const listingPath = `/propertyDetail/${id}`;

  // Both instances hold both pages in their caches, as a visitor last saw them.
  for (const instance of instances) {
    await fillCache(visitor, instance, listingPath);
    await fillCache(visitor, instance, SEARCH);
    expect(await readMarkup(visitor, instance, listingPath)).toContain('৳ 3–3.4 Lakh');
    const search = await readMarkup(visitor, instance, SEARCH);
    expect(search).toContain(title);
    expect(search).not.toContain(pendingTitle);
  }

  // The agent lowers the price, through the proxy.
  const { propertyImage, propertyLocation } = await callApi(
    agent.page.request,
    'GET',
    `/detailProperty/${id}`,
  );
  await callApi(agent.page.request, 'PATCH', `/updateProperty/${id}`, {
    propertyImage,
    propertyTitle: title,
    propertyLocation,
    minPrice: 290000,
    maxPrice: 330000,
  });
  for (const instance of instances) {
    // The page's price (its price history keeps the old range, as it should).
    expect(readPagePrice(await readMarkup(visitor, instance, listingPath)), instance.name).toBe(
      '৳ 2.9–3.3 Lakh',
    );
    const search = await readMarkup(visitor, instance, SEARCH);
    expect(search, instance.name).toContain('৳ 2.9–3.3 Lakh');
    expect(search, instance.name).not.toContain('৳ 3–3.4 Lakh');
  }

  // The admin verifies the pending listing: the search lists it at once.
  await fillCache(visitor, instances[0] as Instance, SEARCH);
  await callApi(admin.page.request, 'PATCH', `/updateStatus/${pendingId}?status=verified`);
  await admin.close();
  for (const instance of instances) {
    expect(await readMarkup(visitor, instance, SEARCH), instance.name).toContain(pendingTitle);
  }

  // A buyer buys the listing: an offer, the agent's accept, the sandbox's success card.
  for (const instance of instances) await fillCache(visitor, instance, listingPath);
  const buyer = await openOtherBrowser(browser);
  await signUp(buyer.page, createAccount('Buyer'));
  const offerDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await callApi(buyer.page.request, 'POST', '/addOffer', {
    propertyId: id,
    offerredPriceRange: 300000,
    offerredDate: offerDate,
  });
  const requested = (await callApi(
    agent.page.request,
    'GET',
    `/getRequestedProperty?email=${encodeURIComponent(DEMO_ACCOUNTS.agent.email)}`,
  )) as { _id: string; propertyId: string }[];
  const offer = requested.find((entry) => entry.propertyId === id);
  expect(offer, 'the agent sees the buyer’s offer').toBeDefined();
  const offerId = offer?._id as string;
  await callApi(agent.page.request, 'PATCH', `/updateOffer/${offerId}?status=accepted&propertyId=${id}`);
  const { clientSecret } = await callApi(buyer.page.request, 'POST', '/createPaymentIntent', { offerId });
  const paid = await callApi(buyer.page.request, 'POST', '/sandbox/confirm', {
    clientSecret,
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/34',
    cvc: '123',
  });
  expect(paid.status).toBe('succeeded');
  const reported = await callApi(buyer.page.request, 'PATCH', `/updateOfferStatus/${offerId}`, {
    transactionId: paid.paymentIntentId,
    status: 'bought',
    payment: 'completed',
  });
  expect(reported).toEqual({ modifiedCount: 1 });
  await buyer.close();
  const { minPrice, maxPrice } = await callApi(agent.page.request, 'GET', `/detailProperty/${id}`);
  for (const instance of instances) {
    const page = await readMarkup(visitor, instance, listingPath);
    expect(page, instance.name).toContain(title);
    expect(readPagePrice(page), instance.name).toBe(formatTakaRange(minPrice, maxPrice, 'en'));
  }

  // The agent deletes the sold listing: gone from the search, its page not found, on each instance.
  for (const instance of instances) await fillCache(visitor, instance, SEARCH);
  const deleted = await agent.page.request.delete(`/api/delete-property/${id}`, { headers: sameOrigin() });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await agent.close();
  for (const instance of instances) {
    expect(await readMarkup(visitor, instance, SEARCH), instance.name).not.toContain(title);
    expect(await readMarkup(visitor, instance, listingPath, 404), instance.name).not.toContain(title);
  }
  await visitor.dispose();
});
