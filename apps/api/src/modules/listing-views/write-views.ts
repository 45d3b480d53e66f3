/**
 * One upsert per batch of counted views (decision 039). Instances add to each other's counts
 * (`views + excluded.views`), never overwrite them; a listing deleted since its views were counted
 * is left out by the join rather than failing the whole batch on its foreign key.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DailyViews } from './view-tally';

/** Rows per statement: three parameters each, far below PostgreSQL's 65 535. */
const ROWS_PER_STATEMENT = 1000;

export async function writeViews(db: Database, rows: DailyViews[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = sql.join(
      chunk.map((row) => sql`(${row.propertyId}, ${row.day}, ${row.views})`),
      sql`, `,
    );
    await db.execute(sql`
      insert into listing_views_daily (property_id, day, views)
      select counted.property_id::uuid, counted.day::date, counted.views::integer
      from (values ${values}) as counted (property_id, day, views)
      join properties on properties.id = counted.property_id::uuid
      on conflict (property_id, day) do update set views = listing_views_daily.views + excluded.views`);
  }
}
