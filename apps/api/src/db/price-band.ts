/**
 * The search's price band (decision 045) a listing's lowest price falls in, as SQL over its own columns:
 * 0 under the mode's first step, n from its nth step (a step belongs to the band it opens). The similar
 * listings' index keys on it (schema.ts) and their query tests it (decision 060): both write it here, so
 * the planner sees the same expression. The steps are literals, not parameters, for the same reason; a
 * change of the bands is a change of the index, which `drizzle-kit generate` then writes as a migration.
 */
import { RENT_BUDGET_STEPS, SALE_BUDGET_STEPS } from '@nestlane/shared';
import { type Column, type SQL, sql } from 'drizzle-orm';

const integerArray = (steps: readonly number[]) =>
  sql.raw(`array[${steps.map((step) => String(Math.trunc(step))).join(',')}]`);

export function priceBandSql(listedFor: Column, minPrice: Column): SQL<number> {
  return sql<number>`(case when ${listedFor} = 'For Rent' then width_bucket(${minPrice}, ${integerArray(RENT_BUDGET_STEPS)}) else width_bucket(${minPrice}, ${integerArray(SALE_BUDGET_STEPS)}) end)`;
}
