import { CATEGORIES, INTERIOR_FACILITIES, OTHER_FACILITIES, OUTDOOR_FACILITIES } from '@nestlane/shared';
import { BD_DIVISIONS } from '@nestlane/shared/geo';
import { BD_AREAS } from '@nestlane/shared/geo/places';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

const AGENTS = 40;
/** A word in about one title of 5 000: the "rare word" scenario. */
export const RARE_TITLE_WORD = 'Heritage';
/**
 * Listings crowd where people live: each division's upazilas are repeated this many times in
 * the pick list, and the city areas (thanas) of Dhaka and Chattogram more still (below).
 */
const DIVISION_WEIGHT: Record<string, number> = { Dhaka: 6, Chattogram: 3 };
/** Each city area's weight in the pick list; the areas people ask for most weigh double. */
const AREA_WEIGHT = { Dhaka: 7, Chattogram: 6 } as const;
const BUSY_AREAS = new Set([
  'Gulshan',
  'Banani',
  'Dhanmondi',
  'Uttara East',
  'Uttara West',
  'Mirpur',
  'Pallabi',
  'Mohammadpur',
  'Vatara',
  'Badda',
]);
/** Constant words as an SQL array literal (quotes doubled: "Cox's Bazar"). */
const textArray = (words: readonly string[]) =>
  sql.raw(`ARRAY[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/**
 * Every place a listing can be, as division|district|upazila|area|lat|lng|spread, repeated by
 * its weight: upazilas at their district's centre (spread ±0.025°, no area), city areas at
 * their own centre (spread ±0.008°, ≈ 1 km). With these weights ≈ 25 % of listings are in
 * Dhaka's thanas (Gulshan ≈ 0.8 %), ≈ 6 % in Chattogram's, ≈ 32 % elsewhere in Dhaka division.
 */
function listPlaces() {
  const upazilas = BD_DIVISIONS.flatMap((division) =>
    division.districts.flatMap((district) =>
      district.upazilas.flatMap((upazila) =>
        Array.from(
          { length: DIVISION_WEIGHT[division.name] ?? 1 },
          () => `${division.name}|${district.name}|${upazila.name}||${district.lat}|${district.lng}|0.025`,
        ),
      ),
    ),
  );
  // A city area goes with its city's metropolitan upazila, as the listing form requires (decision 024).
  const areas = BD_AREAS.flatMap(({ district, areas: cityAreas, upazila: cityUpazila }) => {
    const city = district as keyof typeof AREA_WEIGHT;
    const division = BD_DIVISIONS.find((d) => d.districts.some((t) => t.name === district))?.name;
    return cityAreas.flatMap((area) =>
      Array.from(
        { length: AREA_WEIGHT[city] * (BUSY_AREAS.has(area.name) ? 2 : 1) },
        () => `${division}|${district}|${cityUpazila}|${area.name}|${area.lat}|${area.lng}|0.008`,
      ),
    );
  });
  return [...upazilas, ...areas];
}

const WORDS = {
  adjectives: [
    'Lakeview',
    'Modern',
    'Sunny',
    'Quiet',
    'Spacious',
    'Elegant',
    'Cozy',
    'Riverside',
    'Garden',
    'Skyline',
  ],
  kinds: [
    'Apartment',
    'Villa',
    'Duplex',
    'Studio',
    'Penthouse',
    'Office',
    'Shop',
    'Townhouse',
    'Condo',
    'Cottage',
  ],
};

/**
 * Inserts `count` (up to millions) verified listings plus agents, one of them fraud, with
 * set-based SQL. Every choice comes from a hash of the row number, so a run is repeatable;
 * the arithmetic is bigint because `i * prime` overflows int past ~270 000 rows.
 */
export async function seedBenchListings(db: Database, count: number) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, photo, role, agent_req, creation_date)
    select 'bench-agent-' || i, 'Agent ' || i, 'agent' || i || '@bench.test', true, '/uploads/a.webp',
           case when i = 1 then 'fraud' else 'agent' end, false, 'Mon Jan 01 2024'
    from generate_series(1, ${AGENTS}) as i`);
  // A real table rather than a temporary one: the pool may run each batch on another connection.
  const places = listPlaces();
  await db.execute(sql`
    create table bench_places as
    select n::int, part[1] as division, part[2] as district, part[3] as upazila, part[4] as area,
           part[5]::numeric as lat, part[6]::numeric as lng, part[7]::numeric as spread
    from unnest(${textArray(places)}) with ordinality as u(place, n),
      lateral string_to_array(place, '|') as part`);
  await db.execute(sql`alter table bench_places add primary key (n)`);
  const batch = 50_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into properties (agent_id, image, title, location, description, min_price, max_price,
        verification_status, advertise_status, listed_for, category, interior_facilities, outdoor_facilities,
        other_facilities, bed_rooms, bath_rooms, rooms, built_year, association_fee, yearly_tax,
        estimated_taxes, property_size, division, district, upozila, area, latitude, longitude, created_at)
      select 'bench-agent-' || (1 + i % ${AGENTS}), '/uploads/p.webp',
        (${textArray(WORDS.adjectives)})[1 + h.a % 10] || ' ' || (${textArray(WORDS.kinds)})[1 + h.b % 10]
          || case when h.c % 5000 = 0 then ${` ${RARE_TITLE_WORD}`} else '' end
          || ' in ' || coalesce(nullif(pl.area, ''), pl.upazila) || ' #' || i,
        'Road ' || (h.a % 40 + 1) || ', ' || coalesce(nullif(pl.area, ''), pl.upazila) || ', ' || pl.district,
        'A well kept home close to schools, markets and the main road.',
        price.min, price.min + price.min / 10,
        'verified', 'disadvertise', case when rent then 'For Rent' else 'For Sale' end,
        (${textArray(CATEGORIES)})[1 + h.b % ${CATEGORIES.length}],
        (${textArray(INTERIOR_FACILITIES)})[1 : 1 + h.a % ${INTERIOR_FACILITIES.length}],
        (${textArray(OUTDOOR_FACILITIES)})[1 : h.b % ${OUTDOOR_FACILITIES.length + 1}],
        (${textArray(OTHER_FACILITIES)})[1 : h.c % ${OTHER_FACILITIES.length + 1}],
        1 + h.a % 5, 1 + h.b % 4, 2 + h.c % 6, 1980 + h.a % 46,
        100, 1000, 900, 400 + h.c % 4600, pl.division, pl.district, pl.upazila, pl.area,
        -- The text coordinates the API stores; the numeric lat/lng are generated from them (0006).
        round(pl.lat + pl.spread * (h.a % 1000 - 500) / 500.0, 6)::text,
        round(pl.lng + pl.spread * (h.b % 1000 - 500) / 500.0, 6)::text,
        now() - make_interval(mins => (h.c % (2 * 365 * 24 * 60))::int)
      from generate_series(${from}::int, ${to}::int) as i
        cross join lateral (select (i::bigint * 2654435761) % 4294967296 as x) as hash
        cross join lateral (select hash.x % 1000003 as a, (hash.x / 7) % 1000033 as b,
                                   (hash.x / 13) % 1000037 as c) as h
        join bench_places as pl on pl.n = 1 + hash.x % ${places.length}
        cross join lateral (select h.a % 3 = 0 as rent) as r
        -- Rent $1,200–8,000 a month, sale $65,000–2M, both skewed towards the cheap end.
        cross join lateral (select (case when rent then 1200 + 6800 * power((h.b % 1000) / 1000.0, 2)
                              else 65000 + 1935000 * power((h.b % 1000) / 1000.0, 3) end)::int as min) as price`);
  }
  await db.execute(sql`drop table bench_places`);
  // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
}
