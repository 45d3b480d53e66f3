/**
 * Many copies of one listing in one statement, for tests that need more matches than a cap
 * (MAX_COUNTED_RESULTS, MAX_MAP_POINTS). Copy n is titled `${title} ${n}` and is n seconds
 * older than the template, so newest first lists the template, then copy 1, 2, …
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export async function insertCopies(db: Database, templateId: string, count: number, title: string) {
  await db.execute(sql`
    insert into properties (agent_id, image, title, location, description, min_price, max_price,
      verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
      association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
      area, latitude, longitude, created_at)
    select agent_id, image, ${title} || ' ' || n, location, description, min_price, max_price,
      verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
      association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
      area, latitude, longitude, created_at - make_interval(secs => n)
    from properties, generate_series(1, ${count}::int) as n
    where id = ${templateId}`);
}
