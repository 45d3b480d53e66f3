import { randomUUID } from 'node:crypto';
import { type AdminStatistics, type AgentStatistics, countLeads } from '@nestlane/shared';
import { devices, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * Issue 15's numbers in Chromium (decision 039): the agent's and the admin's Statistics pages draw their
 * charts (a labelled canvas each, uPlot loaded on these pages only), show the very figures the API
 * answered them (the leads of issue 27 too), and pass axe; a visitor's look at a listing reaches its
 * agent's figures (a visitor's Call tap does too: one-tap-agent.spec.ts).
 */

/** Every chart drawn: a labelled image holding uPlot's canvas. */
async function expectChartsDrawn(page: Page, count: number) {
  const charts = page.locator('[role="img"][data-chart-state]');
  await expect(charts).toHaveCount(count);
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute('data-chart-state', 'drawn');
    await expect(chart).toHaveAttribute('aria-label', /chart; the table has its figures$/);
    await expect(chart.locator('canvas').first()).toBeVisible();
  }
}

/** A table's body rows, each cell's text. */
async function readTable(page: Page, name: string): Promise<string[][]> {
  const region = page.getByRole('region', { name, exact: true });
  return region
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

function openStatistics<T>(page: Page, path: string, apiPath: string): Promise<T> {
  return Promise.all([
    page.waitForResponse((response) => response.url().includes(apiPath) && response.ok()),
    page.goto(path),
  ]).then(([response]) => response.json() as Promise<T>);
}

test("the agent's Statistics: charts, figures as the API answered them, sorting by keyboard, axe", async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.agent);
  const answer = await openStatistics<AgentStatistics>(
    page,
    '/dashboard/agentStatistics',
    '/api/agentStatistics?days=30',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expectChartsDrawn(page, 2);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Statistics' }),
  ).toHaveAttribute('aria-current', 'page');

  const totals = page.locator('dl').first();
  for (const [label, key] of [
    ['Views', 'views'],
    ['Wish-lists', 'wishlists'],
    ['Enquiries', 'enquiries'],
    ['Offers', 'offers'],
  ] as const) {
    await expect(totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      answer.totals[key].toLocaleString('en-US'),
    );
  }
  const leads = page.getByRole('region', { name: 'Leads', exact: true });
  for (const [label, key] of [
    ['Calls', 'calls'],
    ['WhatsApp', 'whatsapp'],
    ['Enquiries', 'enquiries'],
    ['Viewings', 'viewings'],
  ] as const) {
    await expect(leads.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      answer.totals[key].toLocaleString('en-US'),
    );
  }
  await expect(leads.getByText('Leads', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    countLeads(answer.totals).toLocaleString('en-US'),
  );
  const rows = await readTable(page, 'Your listings');
  const byTitle = new Map(rows.map((row) => [row[0], row.slice(1)]));
  expect(rows).toHaveLength(answer.listings.length);
  for (const listing of answer.listings) {
    const status = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' }[
      listing.verificationStatus
    ];
    expect(byTitle.get(`${listing.title}${status}`)).toEqual(
      [
        listing.views,
        listing.wishlists,
        listing.offers,
        listing.calls,
        listing.whatsapp,
        listing.enquiries,
        listing.viewings,
        countLeads(listing),
      ].map((figure) => figure.toLocaleString('en-US')),
    );
  }

  // The day table behind its disclosure, opened by keyboard, holds the chart's figures.
  const summary = page.getByText(/^Show the figures as a table: Activity per day/);
  await summary.focus();
  await page.keyboard.press('Enter');
  const days = await readTable(page, 'Activity per day: all listings');
  expect(days).toHaveLength(answer.timeline.length);
  expect(days.at(-1)?.slice(1)).toEqual(
    [
      answer.timeline.at(-1)?.views,
      answer.timeline.at(-1)?.wishlists,
      answer.timeline.at(-1)?.enquiries,
      answer.timeline.at(-1)?.offers,
    ].map((figure) => String(figure)),
  );

  // Sorting by Offers from the keyboard.
  const offersHeading = page
    .getByRole('region', { name: 'Your listings' })
    .getByRole('columnheader', { name: /Offers/ });
  await offersHeading.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(offersHeading).toHaveAttribute('aria-sort', 'descending');
  const sortedOffers = (await readTable(page, 'Your listings')).map((row) =>
    Number(row[3]?.replace(/,/g, '')),
  );
  expect(sortedOffers).toEqual([...sortedOffers].sort((a, b) => b - a));
  await expectNoAxeViolations(page);
});

test.describe('a device of its own', () => {
  // A look counts once per device per listing per day (decision 044), and a browser without the device
  // cookie is known by its address and user agent: every spec's Chromium on this machine shares both, so
  // this one, which needs its look counted whichever specs looked first, names itself apart, anew each run.
  test.use({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    userAgent: async ({}, use) => use(`${devices['Desktop Chrome'].userAgent} nestlane-e2e/${randomUUID()}`),
  });

  test("a look at a listing from its page is counted in its agent's figures", async ({ page }) => {
    await signInThroughApi(page, DEMO_ACCOUNTS.agent);
    const before = (await (await page.request.get('/api/agentStatistics?days=30')).json()) as AgentStatistics;
    const listing = before.listings.find((row) => row.verificationStatus === 'verified');
    if (!listing) throw new Error('the demo agent has no public listing');

    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/api/propertyView/${listing._id}`),
    );
    await page.goto(`/propertyDetail/${listing._id}`);
    expect((await (await beacon).response())?.status()).toBe(202);
    // Written with the next batch (every few seconds); other specs may add looks of their own.
    await expect
      .poll(
        async () => {
          const now = (await (
            await page.request.get('/api/agentStatistics?days=30')
          ).json()) as AgentStatistics;
          return now.listings.find((row) => row._id === listing._id)?.views ?? 0;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(listing.views);
  });
});

test("the admin's Statistics: every chart drawn and labelled, tables as the API answered them, axe", async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_ACCOUNTS.admin);
  const answer = await openStatistics<AdminStatistics>(
    page,
    '/dashboard/adminStatistics',
    '/api/adminStatistics?days=30',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expectChartsDrawn(page, 7);

  expect(await readTable(page, 'Listings by division')).toEqual(
    answer.listings.byDivision.map((group) => [group.key, group.count.toLocaleString('en-US')]),
  );
  expect(await readTable(page, 'Listings by category')).toEqual(
    answer.listings.byCategory.map((group) => [group.key, group.count.toLocaleString('en-US')]),
  );
  expect((await readTable(page, 'Listings by status')).map((row) => row[1])).toEqual(
    answer.listings.byStatus.map((group) => group.count.toLocaleString('en-US')),
  );
  expect(await readTable(page, 'Listings waiting for verification, by how long they have waited')).toEqual(
    answer.verifications.waitingByAge.map((group) => [group.key, String(group.count)]),
  );
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Listings now: ${answer.listings.total.toLocaleString('en-US')}`,
    }),
  ).toBeVisible();

  await page.getByText('Show the figures as a table: Offers and sales per day').click();
  const deals = await readTable(page, 'Offers and sales per day');
  expect(deals.map((row) => row.slice(1))).toEqual(
    answer.timeline.map((day) => [String(day.offers), String(day.sales)]),
  );
  await expectNoAxeViolations(page);

  // 90 days: asked again, drawn again.
  const ninety = page.waitForResponse((response) => response.url().includes('/api/adminStatistics?days=90'));
  await page.getByText('Last 90 days').click();
  await ninety;
  await expect(page.getByText('Decided in 90 days')).toBeVisible();
  await expectChartsDrawn(page, 7);
});
