/**
 * Issue 27, one tap to the agent, on a 360 px phone: the agent's number is in no page a crawler can
 * fetch; a visitor taps Call in the sticky contact bar and the number is revealed as a tel: link; the
 * bar covers nothing at the foot of the page, and the page is axe clean; the tap is a lead in the
 * agent's Statistics. Desktop context at 360 × 760, as phone-layout.spec.ts explains.
 */
import type { AgentStatistics } from '@nestlane/shared';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { findAgentListing } from '../support/listings';

test.use({ viewport: { width: 360, height: 760 }, isMobile: false, hasTouch: false });

/** Rahim Uddin's numbers in the demo data (apps/api/src/seed/accounts.ts). */
const RAHIM_PHONE = '+8801700000101';

test('a visitor reveals the agent number with one tap on the phone bar; the HTML never holds it', async ({
  page,
  request,
}) => {
  const listing = await findAgentListing(request);
  const path = `/propertyDetail/${listing._id}`;

  // What a crawler gets: the server-rendered page, with no number in it.
  const html = await (await request.get(path)).text();
  expect(html).toContain(listing.propertyTitle);
  expect(html).not.toContain('1700000101');

  await page.goto(path);
  const bar = page.getByRole('region', { name: 'Contact the agent' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/signIn');
  expect(await page.content()).not.toContain('1700000101');

  await bar.getByRole('button', { name: 'Call' }).click();
  const call = bar.getByRole('link', { name: `Call ${DEMO_ACCOUNTS.agent.name} at ${RAHIM_PHONE}` });
  await expect(call).toHaveAttribute('href', `tel:${RAHIM_PHONE}`);
  // The aside shows the number itself; the bar's narrow button keeps its label.
  await expect(
    page
      .getByRole('complementary', { name: 'Price and agent' })
      .getByRole('link', { name: `Call ${DEMO_ACCOUNTS.agent.name} at ${RAHIM_PHONE}` }),
  ).toContainText(RAHIM_PHONE);

  // At the foot of the page, the bar covers nothing: the footer ends above it.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBox = await footer.boundingBox();
  const barBox = await bar.boundingBox();
  if (!footerBox || !barBox) throw new Error('the footer or the bar is not laid out');
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("a visitor's Call tap is a lead in the agent's Statistics, on today's Bangladesh day", async ({
  page,
  browser,
  request,
}) => {
  const listing = await findAgentListing(request);
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  const statisticsOf = async () =>
    (await (
      await page.request.get(`/api/agentStatistics?days=30&propertyId=${listing._id}`)
    ).json()) as AgentStatistics;
  const before = await statisticsOf();

  // A visitor of their own (no cookies of the agent's) taps Call on the phone bar.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 760 } });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/propertyDetail/${listing._id}`);
    const bar = visitorPage.getByRole('region', { name: 'Contact the agent' });
    const revealed = visitorPage.waitForResponse((response) =>
      response.url().endsWith(`/api/revealContact/${listing._id}`),
    );
    await bar.getByRole('button', { name: 'Call' }).click();
    expect((await revealed).status()).toBe(200);
  } finally {
    await visitor.close();
  }

  const [answer] = await Promise.all([
    page
      .waitForResponse((response) => response.url().includes('/api/agentStatistics?') && response.ok())
      .then((response) => response.json() as Promise<AgentStatistics>),
    page.goto(`/dashboard/agentStatistics?listing=${listing._id}`),
  ]);
  // Other specs may tap too: at least this one more, on the last day of the period (today in Dhaka).
  expect(answer.totals.calls).toBeGreaterThanOrEqual(before.totals.calls + 1);
  expect(answer.timeline.at(-1)?.calls).toBeGreaterThanOrEqual((before.timeline.at(-1)?.calls ?? 0) + 1);
  expect(answer.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()));
  const leads = page.getByRole('region', { name: 'Leads', exact: true });
  await expect(leads.getByText('Calls', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    answer.totals.calls.toLocaleString('en-US'),
  );
  await expectNoAxeViolations(page);
});
