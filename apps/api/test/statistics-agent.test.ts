/**
 * The agent's Statistics (issue 15, decision 039) through HTTP: every figure, leads included (calls and
 * WhatsApp revealed, messages, viewing requests; issue 27, decision 053), is checked against the test's
 * own SQL over activity on known Dhaka days (inside 30 days, between 30 and 90, older), and only the
 * caller's own listings are ever counted.
 */
import { agentStatisticsSchema } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import {
  insertEnquiry,
  insertOffer,
  insertReveals,
  insertViewing,
  insertViews,
  insertWish,
  readRows,
} from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, findUserRow, type TestProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestAccount;
let otherAgent: TestAccount;
let buyer: TestAccount;
let admin: TestAccount;
let busy: TestProperty;
let quiet: TestProperty;
let pending: TestProperty;
let othersListing: TestProperty;
const buyers: TestUser[] = [];

function db() {
  return testApp.app.db;
}

function getStatistics(caller: TestAccount | undefined, query = '') {
  return callAs(testApp, caller, 'GET', `/api/agentStatistics${query}`);
}

type Figures = {
  views: number;
  wishlists: number;
  enquiries: number;
  offers: number;
  calls: number;
  whatsapp: number;
  viewings: number;
};
type ListingFigures = { id: string } & Figures;
type DayFigures = { day: string } & Figures;
const NO_FIGURES: Figures = {
  views: 0,
  wishlists: 0,
  enquiries: 0,
  offers: 0,
  calls: 0,
  whatsapp: 0,
  viewings: 0,
};

/** The period's first Dhaka day as the database computes it. */
async function firstDay(days: number): Promise<string> {
  const [row] = await readRows<{ day: string }>(
    db(),
    sql`select ((now() at time zone 'Asia/Dhaka')::date - ${days - 1}::integer)::text as day`,
  );
  return row?.day ?? '';
}

/** Each listing's figures since `from`, straight from the tables. */
async function expectedListings(agentId: string, from: string): Promise<ListingFigures[]> {
  const since = sql`(${from}::date)::timestamp at time zone 'Asia/Dhaka'`;
  return readRows<ListingFigures>(
    db(),
    sql`select p.id,
      (select coalesce(sum(v.views), 0)::integer from listing_views_daily v where v.property_id = p.id and v.day >= ${from}::date) as views,
      (select count(*)::integer from wishlist_items w where w.property_id = p.id and w.created_at >= ${since}) as wishlists,
      (select count(*)::integer from enquiries e where e.property_id = p.id and e.created_at >= ${since}) as enquiries,
      (select count(*)::integer from offers o where o.property_id = p.id and o.created_at >= ${since}) as offers,
      (select coalesce(sum(r.count), 0)::integer from contact_reveals r where r.property_id = p.id and r.kind = 'call' and r.day >= ${from}::date) as calls,
      (select coalesce(sum(r.count), 0)::integer from contact_reveals r where r.property_id = p.id and r.kind = 'whatsapp' and r.day >= ${from}::date) as whatsapp,
      (select count(*)::integer from viewings g where g.property_id = p.id and g.created_at >= ${since}) as viewings
    from properties p where p.agent_id = ${agentId} order by p.created_at desc, p.id`,
  );
}

/** Each Dhaka day's figures over the agent's listings (or one of them), straight from the tables. */
async function expectedTimeline(agentId: string, from: string, propertyId?: string): Promise<DayFigures[]> {
  const isCounted = (column: ReturnType<typeof sql>) =>
    propertyId
      ? sql`${column} = ${propertyId}::uuid`
      : sql`${column} in (select id from properties where agent_id = ${agentId})`;
  const onDay = (column: ReturnType<typeof sql>) =>
    sql`(${column} at time zone 'Asia/Dhaka')::date = d::date`;
  return readRows<DayFigures>(
    db(),
    sql`select to_char(d, 'YYYY-MM-DD') as day,
      (select coalesce(sum(v.views), 0)::integer from listing_views_daily v where ${isCounted(sql`v.property_id`)} and v.day = d::date) as views,
      (select count(*)::integer from wishlist_items w where ${isCounted(sql`w.property_id`)} and ${onDay(sql`w.created_at`)}) as wishlists,
      (select count(*)::integer from enquiries e where ${isCounted(sql`e.property_id`)} and ${onDay(sql`e.created_at`)}) as enquiries,
      (select count(*)::integer from offers o where ${isCounted(sql`o.property_id`)} and ${onDay(sql`o.created_at`)}) as offers,
      (select coalesce(sum(r.count), 0)::integer from contact_reveals r where ${isCounted(sql`r.property_id`)} and r.kind = 'call' and r.day = d::date) as calls,
      (select coalesce(sum(r.count), 0)::integer from contact_reveals r where ${isCounted(sql`r.property_id`)} and r.kind = 'whatsapp' and r.day = d::date) as whatsapp,
      (select count(*)::integer from viewings g where ${isCounted(sql`g.property_id`)} and ${onDay(sql`g.created_at`)}) as viewings
    from generate_series(${from}::date, (now() at time zone 'Asia/Dhaka')::date, interval '1 day') as d order by d`,
  );
}

function sumFigures(rows: DayFigures[]): Figures {
  const sum = { ...NO_FIGURES };
  for (const row of rows) for (const key of Object.keys(sum) as (keyof Figures)[]) sum[key] += row[key];
  return sum;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  agent = await signUpAccount(testApp, { role: 'agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent' });
  buyer = await signUpAccount(testApp);
  admin = await signUpAccount(testApp, { role: 'admin' });
  const agentRow = await findUserRow(db(), agent.id);
  const otherRow = await findUserRow(db(), otherAgent.id);
  for (let index = 0; index < 6; index += 1) buyers.push(await createUser(db()));

  pending = await createProperty(db(), agentRow, { verificationStatus: 'pending', title: 'Pending flat' });
  quiet = await createProperty(db(), agentRow, { title: 'Quiet flat' });
  busy = await createProperty(db(), agentRow, { title: 'Busy flat' });
  othersListing = await createProperty(db(), otherRow, { title: "Another agent's flat" });

  // Days ago: 0 and 5 and 29 fall in the last 30 days; 30 and 60 only in the last 90; 120 in neither.
  for (const [daysAgo, views] of [
    [0, 4],
    [5, 3],
    [29, 2],
    [30, 7],
    [60, 5],
    [120, 9],
  ] as const) {
    await insertViews(db(), busy, daysAgo, views);
    await insertViews(db(), othersListing, daysAgo, views * 10);
  }
  await insertViews(db(), quiet, 120, 1);
  const wishDays = [0, 5, 30, 60, 120, 29];
  for (const [index, daysAgo] of wishDays.entries()) {
    const person = buyers[index] as TestUser;
    await insertWish(db(), busy, person, daysAgo);
    await insertWish(db(), othersListing, person, daysAgo);
  }
  for (const [index, daysAgo] of [1, 40, 100].entries()) {
    await insertEnquiry(db(), busy, buyers[index] as TestUser, daysAgo);
    await insertEnquiry(db(), othersListing, buyers[index] as TestUser, daysAgo);
  }
  for (const [index, daysAgo] of [2, 2, 45].entries()) {
    await insertOffer(db(), { property: busy, agent: agentRow, buyer: buyers[index] as TestUser, daysAgo });
    await insertOffer(db(), {
      property: othersListing,
      agent: otherRow,
      buyer: buyers[index] as TestUser,
      daysAgo,
    });
  }
  for (const [daysAgo, calls, whatsapp] of [
    [0, 2, 1],
    [10, 1, 3],
    [50, 4, 0],
    [95, 6, 6],
  ] as const) {
    await insertReveals(db(), busy, 'call', daysAgo, calls);
    await insertReveals(db(), othersListing, 'call', daysAgo, calls * 10);
    if (whatsapp > 0) await insertReveals(db(), busy, 'whatsapp', daysAgo, whatsapp);
  }
  for (const [index, daysAgo] of [3, 35, 91].entries()) {
    await insertViewing(db(), busy, buyers[index] as TestUser, daysAgo);
    await insertViewing(db(), othersListing, buyers[index] as TestUser, daysAgo);
  }
  // A visitor's Call and WhatsApp taps today, through the route the listing page uses.
  for (const kind of ['call', 'whatsapp', 'whatsapp']) {
    const tap = await testApp.app.inject({
      method: 'POST',
      url: `/api/revealContact/${quiet.id}`,
      payload: { kind },
    });
    expect(tap.statusCode).toBe(200);
  }
  // Seen today through the beacon, written by a flush: counted like the rest.
  await testApp.app.inject({
    method: 'POST',
    url: `/api/propertyView/${busy.id}`,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
  });
  await testApp.app.listingViews.flush();
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/agentStatistics', () => {
  for (const days of [30, 90] as const) {
    it(`answers the figures of the last ${days} days as the tables hold them`, async () => {
      const response = await getStatistics(agent, `?days=${days}`);
      expect(response.statusCode).toBe(200);
      const body = agentStatisticsSchema.parse(response.json());
      const from = await firstDay(days);
      expect(body.days).toBe(days);
      expect(body.from).toBe(from);
      expect(body.timeline).toHaveLength(days);
      expect(
        body.listings.map(({ _id, title: _title, verificationStatus: _status, ...figures }) => ({
          id: _id,
          ...figures,
        })),
      ).toEqual(await expectedListings(agent.id, from));
      const timeline = await expectedTimeline(agent.id, from);
      expect(body.timeline).toEqual(timeline);
      expect(body.totals).toEqual(sumFigures(timeline));
    });
  }

  it('counts what the seeded days say (30 days: 10 views, 3 wishes, 1 enquiry, 2 offers on the busy flat)', async () => {
    const body = agentStatisticsSchema.parse((await getStatistics(agent)).json());
    expect(body.days).toBe(30);
    const busyRow = body.listings.find((row) => row._id === busy.id);
    expect(busyRow).toMatchObject({
      views: 4 + 3 + 2 + 1,
      wishlists: 3,
      enquiries: 1,
      offers: 2,
      calls: 2 + 1,
      whatsapp: 1 + 3,
      viewings: 1,
    });
    expect(body.listings.find((row) => row._id === quiet.id)).toMatchObject({
      ...NO_FIGURES,
      calls: 1,
      whatsapp: 2,
    });
    expect(body.listings.find((row) => row._id === pending.id)?.verificationStatus).toBe('pending');
    expect(body.listings.map((row) => row._id)).not.toContain(othersListing.id);
  });

  it('counts leads on the Asia/Dhaka day: the taps made today are on the last day of the timeline', async () => {
    const body = agentStatisticsSchema.parse((await getStatistics(agent, `?propertyId=${quiet.id}`)).json());
    const [today] = await readRows<{ day: string }>(
      db(),
      sql`select ((now() at time zone 'Asia/Dhaka')::date)::text as day`,
    );
    expect(body.to).toBe(today?.day);
    expect(body.timeline.at(-1)).toMatchObject({ day: today?.day, calls: 1, whatsapp: 2 });
    expect(body.totals).toMatchObject({ calls: 1, whatsapp: 2, enquiries: 0, viewings: 0 });
  });

  it("narrows the timeline to one of the agent's own listings", async () => {
    const response = await getStatistics(agent, `?days=90&propertyId=${quiet.id}`);
    expect(response.statusCode).toBe(200);
    const body = agentStatisticsSchema.parse(response.json());
    expect(body.propertyId).toBe(quiet.id);
    const timeline = await expectedTimeline(agent.id, await firstDay(90), quiet.id);
    expect(body.timeline).toEqual(timeline);
    expect(body.totals).toEqual({ ...NO_FIGURES, calls: 1, whatsapp: 2 });
  });

  it("never shows another agent's listing: 404 for its timeline, and its figures stay out of the totals", async () => {
    const refused = await getStatistics(agent, `?propertyId=${othersListing.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Property not found');
    const others = agentStatisticsSchema.parse((await getStatistics(otherAgent, '?days=90')).json());
    expect(others.listings.map((row) => row._id)).toEqual([othersListing.id]);
    expect(others.timeline).toEqual(await expectedTimeline(otherAgent.id, await firstDay(90)));
  });

  it('is for agents only: 401 for a visitor, 403 for a buyer and an admin', async () => {
    expect((await getStatistics(undefined)).statusCode).toBe(401);
    expect((await getStatistics(buyer)).statusCode).toBe(403);
    expect((await getStatistics(admin)).statusCode).toBe(403);
  });

  it('refuses a period other than 30 or 90 days and a malformed listing id with 400', async () => {
    for (const query of ['?days=7', '?days=abc', '?days=', '?propertyId=nope']) {
      const response = await getStatistics(agent, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/days must be 30 or 90|Invalid id/);
    }
  });
});
