import { CATEGORIES } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

const AGENTS = 40;

/** A constant word list as an SQL array literal (the words hold no quotes). */
const textArray = (words: string[]) => sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(', ')}]`);

/** Inserts `count` verified listings (plus agents, one of them fraud) with set-based SQL. */
export async function seedBenchListings(db: Database, count: number) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, photo, role, agent_req, creation_date)
    select 'bench-agent-' || i, 'Agent ' || i, 'agent' || i || '@bench.test', true, '/uploads/a.webp',
           case when i = 1 then 'fraud' else 'agent' end, false, 'Mon Jan 01 2024'
    from generate_series(1, ${AGENTS}) as i`);
  const words = {
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
    areas: [
      'Gulshan',
      'Banani',
      'Dhanmondi',
      'Uttara',
      'Mirpur',
      'Agrabad',
      'Khulshi',
      'Zindabazar',
      'Sonadanga',
      'Boalia',
      'Kotwali',
      'Motijheel',
      'Bashundhara',
      'Baridhara',
      'Mohammadpur',
      'Halishahar',
      'Panchlaish',
      'Shahjalal',
    ],
  };
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into properties (agent_id, image, title, location, description, min_price, max_price,
        verification_status, advertise_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
        association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
        latitude, longitude, created_at)
      select 'bench-agent-' || (1 + i % ${AGENTS}), '/uploads/p.webp',
        (${textArray(words.adjectives)})[1 + i % 10] || ' ' || (${textArray(words.kinds)})[1 + (i / 10) % 10]
          || ' in ' || (${textArray(words.areas)})[1 + (i / 7) % 18] || ' #' || i,
        'Road ' || (i % 40) || ', ' || (${textArray(words.areas)})[1 + (i / 7) % 18] || ', Dhaka',
        'A well kept home close to schools, markets and the main road.',
        p.min, p.min + 5000 + (i % 50) * 1000,
        'verified', 'disadvertise', case when i % 3 = 0 then 'For Rent' else 'For Sale' end,
        (${textArray([...CATEGORIES])})[1 + i % 10], 1 + i % 5, 1 + i % 3, 2 + i % 6, 1995 + i % 30,
        100, 1000, 900, 600 + i % 3000, 'Dhaka', 'Dhaka', 'Gulshan', '23.780000', '90.410000',
        now() - (i || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select (20000 + ((i * 7919) % 1200000))::int as min) as p`);
  }
  // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
}
