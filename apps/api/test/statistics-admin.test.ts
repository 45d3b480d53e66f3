/**
 * The admin's Statistics (issue 15, decision 039) through HTTP: listings by status, division and
 * category; verifications waiting (by age) and decided (hours to decision, from `moderated_at` set by
 * the real verify and reject); offers, sales, revenue, new users and new agents per Dhaka day. Every
 * figure is checked against the test's own SQL over rows placed on known days.
 */
import { adminStatisticsSchema, WAIT_AGE_GROUPS } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { insertOffer, onDhakaDay, readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, findUserRow, type TestProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let admin: TestAccount;
let agent: TestAccount;
let buyer: TestAccount;
let agentRow: TestUser;
let toVerify: TestProperty;
let toReject: TestProperty;
let promoted: TestAccount;

const HOUR_MS = 3_600_000;

function db() {
  return testApp.app.db;
}

function getStatistics(caller: TestAccount | undefined, query = '') {
  return callAs(testApp, caller, 'GET', `/api/adminStatistics${query}`);
}

function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * HOUR_MS);
}

async function firstDay(days: number): Promise<string> {
  const [row] = await readRows<{ day: string }>(
    db(),
    sql`select ((now() at time zone 'Asia/Dhaka')::date - ${days - 1}::integer)::text as day`,
  );
  return row?.day ?? '';
}

async function expectedCountsBy(column: 'verification_status' | 'division' | 'category') {
  const rows = await readRows<{ key: string; count: number }>(
    db(),
    sql`select ${sql.identifier(column)} as key, count(*)::integer as count from properties group by 1 order by 2 desc, 1`,
  );
  return rows;
}

type MarketDay = {
  day: string;
  offers: number;
  sales: number;
  revenue: number;
  newUsers: number;
  newAgents: number;
};

async function expectedTimeline(from: string): Promise<MarketDay[]> {
  const onDay = (column: ReturnType<typeof sql>) =>
    sql`(${column} at time zone 'Asia/Dhaka')::date = d::date`;
  const rows = await readRows<MarketDay>(
    db(),
    sql`select to_char(d, 'YYYY-MM-DD') as day,
      (select count(*)::integer from offers o where ${onDay(sql`o.created_at`)}) as offers,
      (select count(*)::integer from offers o where o.status = 'bought' and ${onDay(sql`o.updated_at`)}) as sales,
      (select coalesce(sum(o.offered_price), 0)::bigint from offers o where o.status = 'bought' and ${onDay(sql`o.updated_at`)}) as revenue,
      (select count(*)::integer from "user" u where ${onDay(sql`u.created_at`)}) as "newUsers",
      (select count(*)::integer from "user" u where u.role = 'agent' and ${onDay(sql`coalesce(u.agent_since, u.created_at)`)}) as "newAgents"
    from generate_series(${from}::date, (now() at time zone 'Asia/Dhaka')::date, interval '1 day') as d order by d`,
  );
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin' });
  agent = await signUpAccount(testApp, { role: 'agent' });
  buyer = await signUpAccount(testApp);
  promoted = await signUpAccount(testApp);
  agentRow = await findUserRow(db(), agent.id);

  // Listings of several statuses, divisions and categories; pending ones waiting 2 h, 30 h, 4 days, 10 days.
  for (const [hours, division, category] of [
    [2, 'Dhaka', 'Apartment'],
    [30, 'Chattogram', 'Studio'],
    [96, 'Sylhet', 'Apartment'],
    [240, 'Dhaka', 'Commercial'],
  ] as const) {
    await createProperty(db(), agentRow, {
      verificationStatus: 'pending',
      addedAt: hoursAgo(hours),
      division,
      category,
    });
  }
  // Decided earlier, with the hours from listing to decision known: 5 h and 50 h inside 30 days, one 40 days ago.
  for (const [addedHoursAgo, decidedHoursAgo, status] of [
    [24 * 3 + 5, 24 * 3, 'verified'],
    [24 * 10 + 50, 24 * 10, 'rejected'],
    [24 * 45, 24 * 40, 'verified'],
  ] as const) {
    await createProperty(db(), agentRow, {
      verificationStatus: status,
      addedAt: hoursAgo(addedHoursAgo),
      moderatedAt: hoursAgo(decidedHoursAgo),
      division: 'Khulna',
    });
  }
  // Decided before moderated_at existed: no time to decision.
  await createProperty(db(), agentRow, {
    verificationStatus: 'verified',
    division: 'Rajshahi',
    category: 'Studio',
  });
  toVerify = await createProperty(db(), agentRow, { verificationStatus: 'pending', addedAt: hoursAgo(6) });
  toReject = await createProperty(db(), agentRow, { verificationStatus: 'pending', addedAt: hoursAgo(12) });

  // Offers made on known days; sales bought on known days.
  const buyers = [] as TestUser[];
  for (let index = 0; index < 4; index += 1) buyers.push(await createUser(db()));
  for (const [index, [madeDaysAgo, status, boughtDaysAgo, price]] of (
    [
      [0, 'pending', undefined, undefined],
      [3, 'bought', 1, 150000],
      [35, 'bought', 31, 160000],
      [100, 'bought', 95, 155000],
    ] as const
  ).entries()) {
    const listing = await createProperty(db(), agentRow, { minPrice: 100000, maxPrice: 200000 });
    await insertOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer: buyers[index] as TestUser,
      daysAgo: madeDaysAgo,
      status,
      offeredPrice: price,
      boughtDaysAgo,
    });
  }
  // People who joined on known days; an agent from before agent_since was recorded counts by its joining.
  for (const [daysAgo, role] of [
    [4, 'user'],
    [50, 'user'],
    [8, 'agent'],
    [120, 'agent'],
  ] as const) {
    const person = await createUser(db(), { role });
    await db().execute(
      sql`update "user" set created_at = ${onDhakaDay(daysAgo).toISOString()}::timestamptz, agent_since = null where id = ${person.id}`,
    );
  }
  const longAgoAgent = await createUser(db(), { role: 'agent' });
  await db().execute(
    sql`update "user" set created_at = ${onDhakaDay(200).toISOString()}::timestamptz, agent_since = ${onDhakaDay(20).toISOString()}::timestamptz where id = ${longAgoAgent.id}`,
  );
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/adminStatistics', () => {
  it('sets moderated_at on verify and reject, and agent_since on Make Agent, through the real calls', async () => {
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/updateStatus/${toVerify.id}?status=verified`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/updateStatus/${toReject.id}?status=rejected`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/changeRole/${promoted.id}?role=agent`)).statusCode,
    ).toBe(200);
    const decided = await readRows<{ id: string; moderated: boolean }>(
      db(),
      sql`select id, moderated_at between now() - interval '1 minute' and now() as moderated from properties where id in (${toVerify.id}, ${toReject.id})`,
    );
    expect(decided.map((row) => row.moderated)).toEqual([true, true]);
    const [agentSince] = await readRows<{ recent: boolean }>(
      db(),
      sql`select agent_since between now() - interval '1 minute' and now() as recent from "user" where id = ${promoted.id}`,
    );
    expect(agentSince?.recent).toBe(true);
  });

  for (const days of [30, 90] as const) {
    it(`answers the figures of the last ${days} days as the tables hold them`, async () => {
      const response = await getStatistics(admin, `?days=${days}`);
      expect(response.statusCode).toBe(200);
      const body = adminStatisticsSchema.parse(response.json());
      const from = await firstDay(days);
      expect(body.from).toBe(from);

      const [statuses, divisions, categories] = await Promise.all([
        expectedCountsBy('verification_status'),
        expectedCountsBy('division'),
        expectedCountsBy('category'),
      ]);
      const statusCount = new Map(statuses.map((row) => [row.key, row.count]));
      expect(body.listings.byStatus).toEqual(
        ['pending', 'verified', 'rejected'].map((key) => ({ key, count: statusCount.get(key) ?? 0 })),
      );
      expect(body.listings.byDivision).toEqual(divisions);
      expect(body.listings.byCategory).toEqual(categories);
      expect(body.listings.total).toBe(statuses.reduce((sum, row) => sum + row.count, 0));

      const [waits] = await readRows<{ waiting: number; ages: number[]; oldest: string }>(
        db(),
        sql`select count(*)::integer as waiting,
          array[
            count(*) filter (where now() - created_at < interval '1 day'),
            count(*) filter (where now() - created_at >= interval '1 day' and now() - created_at < interval '3 days'),
            count(*) filter (where now() - created_at >= interval '3 days' and now() - created_at < interval '7 days'),
            count(*) filter (where now() - created_at >= interval '7 days')
          ]::integer[] as ages,
          (extract(epoch from now() - min(created_at)) / 3600)::text as oldest
        from properties where verification_status = 'pending'`,
      );
      expect(body.verifications.waiting).toBe(waits?.waiting);
      expect(body.verifications.waitingByAge).toEqual(
        WAIT_AGE_GROUPS.map((key, index) => ({ key, count: waits?.ages[index] })),
      );
      expect(body.verifications.oldestWaitHours).toBeCloseTo(Number(waits?.oldest), 0);

      const [decisions] = await readRows<{ decided: number; hours: number[] }>(
        db(),
        sql`select count(*)::integer as decided,
          coalesce(array_agg(extract(epoch from moderated_at - created_at) / 3600), '{}')::float8[] as hours
        from properties where moderated_at >= (${from}::date)::timestamp at time zone 'Asia/Dhaka'`,
      );
      const hours = [...(decisions?.hours ?? [])].map(Number).sort((a, b) => a - b);
      expect(body.verifications.decided).toBe(decisions?.decided);
      const middle = (hours.length - 1) / 2;
      const median = ((hours[Math.floor(middle)] ?? 0) + (hours[Math.ceil(middle)] ?? 0)) / 2;
      const average = hours.reduce((sum, value) => sum + value, 0) / hours.length;
      expect(body.verifications.medianDecisionHours).toBe(Math.round(median * 10) / 10);
      expect(body.verifications.averageDecisionHours).toBe(Math.round(average * 10) / 10);

      const timeline = await expectedTimeline(from);
      expect(body.timeline).toEqual(timeline);
      expect(body.totals).toEqual({
        offers: timeline.reduce((sum, day) => sum + day.offers, 0),
        sales: timeline.reduce((sum, day) => sum + day.sales, 0),
        revenue: timeline.reduce((sum, day) => sum + day.revenue, 0),
        newUsers: timeline.reduce((sum, day) => sum + day.newUsers, 0),
        newAgents: timeline.reduce((sum, day) => sum + day.newAgents, 0),
      });
    });
  }

  it('counts what the seeded days say', async () => {
    const thirty = adminStatisticsSchema.parse((await getStatistics(admin)).json());
    // Pending now: 2 h, 30 h, 4 days, 10 days (the 6 h and 12 h ones were decided above).
    expect(thirty.verifications.waitingByAge).toEqual([
      { key: 'Under 1 day', count: 1 },
      { key: '1 to 3 days', count: 1 },
      { key: '3 to 7 days', count: 1 },
      { key: '7 days or more', count: 1 },
    ]);
    // In 30 days: the 5 h and 50 h decisions and the two just made (about 6 h and 12 h).
    expect(thirty.verifications.decided).toBe(4);
    expect(thirty.verifications.medianDecisionHours).toBeCloseTo(9, 0);
    expect(thirty.totals).toMatchObject({ offers: 2, sales: 1, revenue: 150000 });
    const ninety = adminStatisticsSchema.parse((await getStatistics(admin, '?days=90')).json());
    expect(ninety.totals).toMatchObject({ offers: 3, sales: 2, revenue: 310000 });
    expect(ninety.verifications.decided).toBe(5);
    // New agents in 30 days: the agent who joined 8 days ago, the one made agent 20 days ago, the one
    // promoted today, and the test's signed-up agent (made one at sign-up, today).
    expect(thirty.totals.newAgents).toBe(4);
  });

  it('is for admins only: 401 for a visitor, 403 for a buyer and an agent', async () => {
    expect((await getStatistics(undefined)).statusCode).toBe(401);
    expect((await getStatistics(buyer)).statusCode).toBe(403);
    expect((await getStatistics(agent)).statusCode).toBe(403);
  });

  it('refuses a period other than 30 or 90 days with 400', async () => {
    const response = await getStatistics(admin, '?days=365');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/days must be 30 or 90/);
  });
});
