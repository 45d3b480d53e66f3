/**
 * Issue 14, "Done when": the buyer/agent/admin journey through nginx in front of two instances on one
 * PostgreSQL, one Redis and one S3-compatible bucket (e2e/cluster/cluster.mjs starts them).
 *
 * - "The other instance": the buyer's open page holds its notification stream on one instance, found by
 *   the X-Request-Id nginx gave the stream request (the answer carries it, the instance's request log
 *   too). The agent's accept is sent straight to the OTHER instance, so the bell can only gain the
 *   notification through Redis (decision 030's bus), never from the instance's own memory.
 * - "Kill mid-run": the instance holding the buyer's stream is then killed with SIGKILL, the page still
 *   open; the page's stream comes back on the survivor, and the buyer pays through the proxy, which skips
 *   the dead instance (its access log shows the retries). The picture, uploaded through the proxy before, is still
 *   served: it lives in the bucket, not on either instance's disk.
 */
import { readFileSync } from 'node:fs';
import { MESSAGES, type Offer, SANDBOX_CARDS } from '@nestlane/shared';
import type { Browser, Page, Response } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInAs, signUp } from '../support/auth';
import { expect, findUnexpectedConsoleErrors, stubMapTiles, test } from '../support/fixtures';
import { createVerifiedListing, sameOrigin } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';

type Instance = { name: string; origin: string; pid: number; logFile: string };
type Cluster = { proxy: string; nginxAccessLog: string; instances: Instance[] };

const cluster = JSON.parse(process.env.NESTLANE_CLUSTER ?? 'null') as Cluster | null;
const STREAM_PATH = '/api/notifications/stream';
const PRICES = { minPrice: 300000, maxPrice: 340000 };

function isStream(response: Response) {
  return new URL(response.url()).pathname === STREAM_PATH;
}

/** The instance whose request log has this request id (nginx's X-Request-Id), once one has it. */
async function findInstanceOf(requestId: string): Promise<Instance> {
  const instances = cluster?.instances ?? [];
  let found: Instance | undefined;
  await expect
    .poll(() => {
      found = instances.find((instance) =>
        readFileSync(instance.logFile, 'utf8').includes(`"reqId":"${requestId}"`),
      );
      return found?.name;
    })
    .toBeDefined();
  return found as Instance;
}

/** Opens the buyer's offers page and answers the instance that holds the page's notification stream. */
async function openBoughtPage(page: Page) {
  const stream = page.waitForResponse(isStream);
  await page.goto('/dashboard/propertyBought');
  const requestId = (await stream).headers()['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  return findInstanceOf(requestId as string);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The buyer's browser. Its console must stay clean like any spec's (support/fixtures.ts), but for the one
 * error the kill causes on purpose: the notification stream cut off mid-answer.
 */
async function openBuyerBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const page = await context.newPage();
  await stubMapTiles(page);
  const close = async () => {
    await context.close();
    const unexpected = findUnexpectedConsoleErrors(consoleErrors);
    const cutStream = unexpected.filter((text) => text.includes('net::ERR_INCOMPLETE_CHUNKED_ENCODING'));
    expect(cutStream.length).toBeLessThanOrEqual(1);
    expect(unexpected.filter((text) => !cutStream.includes(text))).toEqual([]);
  };
  return { page, close };
}

/** Another person's browser, signed in. */
async function openSignedIn(browser: Browser, account: { email: string; password: string }) {
  const other = await openOtherBrowser(browser);
  await signInAs(other.page, account);
  return other;
}

test('through nginx: list with a picture, offer, accept on the other instance, one instance killed, pay', async ({
  browser,
}) => {
  const buyerBrowser = await openBuyerBrowser(browser);
  const { page } = buyerBrowser;
  expect(cluster, 'e2e/cluster/global-setup.mjs hands the cluster over').not.toBeNull();
  const { instances, nginxAccessLog } = cluster as Cluster;
  expect(instances).toHaveLength(2);

  // A buyer signs up; the demo agent uploads a picture and lists with it; the demo admin verifies it.
  const buyer = createAccount('Buyer');
  await signUp(page, buyer);
  const title = `Clustered Duplex ${Date.now()}`;
  const agent = await openSignedIn(browser, DEMO_ACCOUNTS.agent);
  const admin = await openSignedIn(browser, DEMO_ACCOUNTS.admin);
  const id = await createVerifiedListing(agent.page.request, admin.page.request, title, PRICES);
  await admin.close();

  // The buyer offers from the listing's page, through the app.
  await page.goto(`/propertyDetail/${id}`);
  await page.getByRole('button', { name: 'Add To Wishlist' }).click();
  await expect(page.getByText(MESSAGES.addedToWishlist)).toBeVisible();
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Make An Offer on ${title}` })
    .click();
  const offerForm = page.getByRole('form', { name: 'Make An Offer' });
  await offerForm.getByLabel('Offered Amount').fill('320000');
  await offerForm.getByLabel('Offered Date').fill(new Date().toISOString().slice(0, 10));
  await offerForm.getByRole('button', { name: 'Offer Now' }).click();
  await expect(page.getByText(MESSAGES.propertyOffered)).toBeVisible();

  // The buyer's page is open, its notification stream on one instance; the accept goes to the other.
  const holder = await openBoughtPage(page);
  const other = instances.find((instance) => instance !== holder) as Instance;
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('pending');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unreadBefore).toBeGreaterThanOrEqual(0);

  const requested = (await (
    await agent.page.request.get(
      `/api/getRequestedProperty?email=${encodeURIComponent(DEMO_ACCOUNTS.agent.email)}`,
    )
  ).json()) as Offer[];
  const offer = requested.find((entry) => entry.buyerEmail === buyer.email && entry.propertyId === id);
  expect(offer, 'the agent sees the buyer’s offer').toBeDefined();
  // Straight to the other instance, not through the proxy: the session cookie is the host's (any port),
  // and the Origin is the app's public one.
  const accepted = await agent.page.request.patch(
    `${other.origin}/api/updateOffer/${offer?._id}?status=accepted&propertyId=${id}`,
    { headers: sameOrigin() },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await agent.close();

  // Live, no reload: the bell of the page whose stream is on the holder counts the accept.
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);

  // Mid-run, the page still open: the instance holding the buyer's stream dies without a word.
  const reconnected = page.waitForResponse((response) => isStream(response) && response.status() === 200);
  process.kill(holder.pid, 'SIGKILL');
  await expect.poll(() => isAlive(holder.pid)).toBe(false);
  // The page's stream comes back, through the proxy, on the survivor.
  const survivor = await findInstanceOf((await reconnected).headers()['x-request-id'] as string);
  expect(survivor.name).toBe(other.name);

  // The buyer pays the accepted offer with the sandbox's success card; the proxy skips the dead instance.
  await page.reload();
  await card.getByRole('link', { name: /Pay Now/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay ৳ 3,20,000, ${buyer.name}` })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('Card Number').fill(SANDBOX_CARDS.success);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText(MESSAGES.paymentSuccessful)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(card).toContainText(/Transaction Id: pi_sandbox_/);
  // nginx's access log (deploy/nginx.conf.template): a request nginx sent to the dead instance was refused
  // (502) and answered by the survivor; none ended at the dead one. Whether any was sent there first is
  // nginx's round robin and timing, so it is not required.
  const [dead, alive] = [holder, other].map((instance) => instance.origin.replace('http://', ''));
  const lines = readFileSync(nginxAccessLog, 'utf8').split('\n');
  const refusedByDead = lines.filter((line) => line.includes(`upstream=${dead} upstream_status=502`));
  expect(refusedByDead, 'requests that ended at the dead instance').toEqual([]);
  const retried = lines.filter((line) => line.includes(`upstream=${dead}, ${alive} upstream_status=502, `));
  for (const line of retried)
    expect(line, 'a retried request is answered (a 304 is an answer)').toMatch(
      /upstream_status=502, (2\d\d|304) /,
    );

  // The picture uploaded before the kill still shows, from the bucket through the survivor: a fresh
  // browser (nothing cached) opens the listing's page and its cover loads; the upload's own address answers.
  const visitor = await openOtherBrowser(browser);
  await visitor.page.goto(`/propertyDetail/${id}`);
  const cover = visitor.page.getByRole('img', { name: title }).first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const original = await visitor.page.request.get(offer?.propertyImage ?? '');
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toMatch(/^image\//);
  await visitor.close();
  await buyerBrowser.close();
});
