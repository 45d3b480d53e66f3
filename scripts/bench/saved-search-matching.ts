/**
 * Saved-search matching benchmark (issue 15, decision 037): seeds 10 000 saved searches (the
 * filters people use, spread over the places where listings are) and a day's new listings (500)
 * into a throw-away PostgreSQL database, then times the alert job's matching statement
 * (recordListingMatches: find the saved searches one listing matches and record them) for each
 * listing. Prints the total, per-listing p50/p95/max, matches found, and the plan of one run.
 * The database is dropped at the end, also after an error or the time limit.
 *
 * Usage: npm run bench:alerts -- [--searches 10000] [--listings 500] [--time-limit-s 300]
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (server to create the database on)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  recordListingMatches,
  savedSearchMatchesListing,
} from '../../apps/api/src/modules/saved-searches/match-listing';
import { seedBenchListings } from './seed-listings';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    listings: { type: 'string', default: '500' },
    'time-limit-s': { type: 'string', default: '300' },
  },
});
const searchCount = Number(values.searches);
const listingCount = Number(values.listings);
const timeLimitMs = Number(values['time-limit-s']) * 1000;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const database = `nl_a_bench_${Date.now()}`;
const OWNERS = 2000;

async function runAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Saved searches as people make them: mostly a place and a kind of deal, some with more filters. */
async function seedSavedSearches(db: Db) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, photo, role, agent_req, creation_date)
    select 'bench-buyer-' || i, 'Buyer ' || i, 'buyer' || i || '@bench.test', true, '/uploads/a.webp', 'user', false, 'Mon Jan 01 2024'
    from generate_series(1, ${OWNERS}) as i`);
  // The places of the seeded listings (seedBenchListings drops its own table): searches where homes are.
  await db.execute(sql`
    create table bench_search_places as
    select (row_number() over ())::int as n, division, district, upozila as upazila, area,
           avg(lat) as lat, avg(lng) as lng
    from properties group by division, district, upozila, area`);
  await db.execute(sql`
    with picked as (
      select i, h.a, h.b, h.c, pl.*
      from generate_series(1, ${searchCount}) as i
        cross join lateral (select (i::bigint * 2246822519) % 4294967296 as x) as hash
        cross join lateral (select hash.x % 1000003 as a, (hash.x / 7) % 1000033 as b, (hash.x / 13) % 1000037 as c) as h
        join bench_search_places as pl on pl.n = 1 + h.a % (select count(*) from bench_search_places)
    ), levelled as (
      select *, case
          when c % 100 < 8 then 'anywhere'
          when c % 100 < 20 then 'division'
          when c % 100 < 45 then 'district'
          when c % 100 < 75 or area = '' then 'upazila'
          else 'area' end as level
      from picked
    )
    insert into saved_searches (user_id, name, query, alert, listed_for_key, place_key, division, district,
      upazila, area, categories, amenities, max_price, min_bedrooms, north, south, east, west, search, search_pattern)
    select 'bench-buyer-' || (1 + i % ${OWNERS}), 'Search ' || i, '{}'::jsonb,
      case when b % 20 = 0 then 'off' when b % 20 < 4 then 'daily' else 'instant' end,
      case when a % 5 < 2 then '' when a % 5 < 4 then 'For Rent' else 'For Sale' end,
      case level when 'anywhere' then '' when 'division' then 'division:' || division
        when 'district' then 'district:' || district when 'upazila' then 'upazila:' || upazila
        else 'area:' || area end,
      case when level <> 'anywhere' then division end,
      case when level in ('district', 'upazila', 'area') then district end,
      case when level in ('upazila', 'area') then upazila end,
      case when level = 'area' then area end,
      case when b % 5 = 0 then array['Apartment', 'Condo'] end,
      case when c % 7 = 0 then array['Gym', 'Pool'] end,
      case when a % 10 < 4 then 20000 + (b % 50) * 20000 end,
      case when c % 10 < 3 then 1 + c % 4 end,
      case when b % 10 = 3 then lat + 0.05 end, case when b % 10 = 3 then lat - 0.05 end,
      case when b % 10 = 3 then lng + 0.05 end, case when b % 10 = 3 then lng - 0.05 end,
      case when c % 20 = 1 then 'flat' end, case when c % 20 = 1 then '%flat%' end
    from levelled`);
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function main() {
  await runAdmin(`create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  const handle = await openDatabase(url.toString());
  const started = performance.now();
  try {
    await seedBenchListings(handle.db, listingCount);
    await seedSavedSearches(handle.db);
    await handle.db.execute(sql`analyze`);
    console.log(
      `Seeded ${searchCount} saved searches and ${listingCount} new listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { rows } = (await handle.db.execute(
      sql`select id from properties order by created_at desc`,
    )) as unknown as {
      rows: { id: string }[];
    };
    const [probe] = rows;
    if (probe) {
      const plan = (await handle.db.execute(sql`explain (analyze, buffers)
        select saved_searches.id from properties join saved_searches
          on saved_searches.alert <> 'off' and saved_searches.user_id <> properties.agent_id
        where properties.id = ${probe.id} and ${savedSearchMatchesListing()}`)) as unknown as {
        rows: Record<string, string>[];
      };
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    const times: number[] = [];
    let matches = 0;
    const begin = performance.now();
    for (const { id } of rows) {
      if (performance.now() - started > timeLimitMs) {
        console.log(`Time limit reached after ${times.length} listings`);
        break;
      }
      const one = performance.now();
      matches += (await recordListingMatches(handle.db, id, 'listed')).length;
      times.push(performance.now() - one);
    }
    const total = performance.now() - begin;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Matched ${times.length} listings against ${searchCount} saved searches in ${total.toFixed(0)} ms: ` +
        `${(total / Math.max(1, times.length)).toFixed(2)} ms per listing (p50 ${percentile(sorted, 0.5).toFixed(2)}, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(2)}, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms); ${matches} matches recorded ` +
        `(${(matches / Math.max(1, times.length)).toFixed(1)} per listing)`,
    );
  } finally {
    await handle.close();
    await runAdmin(`drop database if exists ${database} with (force)`);
    console.log(`Dropped ${database}`);
  }
}

await main();
