/**
 * The price bands of the search, per mode and in Taka (issue 26, decision 045). A band is a budget the
 * search sends as minPrice/maxPrice; a listing matches when its price range overlaps it. The first band
 * has no floor and the last no ceiling. The spec's mode-less PRICE_BANDS stay for its priceRange
 * parameter (the original client).
 */
import { CRORE, LAKH } from './money';

export type BudgetBand = Readonly<{ min?: number; max?: number }>;

function ladder(steps: readonly number[]): readonly BudgetBand[] {
  const first = steps[0];
  const last = steps.at(-1);
  if (first === undefined || last === undefined) return [];
  return [{ max: first }, ...steps.slice(1).map((max, index) => ({ min: steps[index], max })), { min: last }];
}

/** The steps between the monthly rents' bands; the similar listings' SQL reads them too (decision 060). */
export const RENT_BUDGET_STEPS: readonly number[] = [10_000, 20_000, 35_000, 60_000, LAKH];

/** The steps between the sale prices' bands. */
export const SALE_BUDGET_STEPS: readonly number[] = [30 * LAKH, 60 * LAKH, CRORE, 2 * CRORE, 5 * CRORE];

/** Monthly rents: up to ৳10,000, 10–20k, 20–35k, 35–60k, 60k–1 lakh, 1 lakh+. */
export const RENT_BUDGET_BANDS = ladder(RENT_BUDGET_STEPS);

/** Sale prices: up to ৳30 lakh, 30–60 lakh, 60 lakh–1 crore, 1–2 crore, 2–5 crore, 5 crore+. */
export const SALE_BUDGET_BANDS = ladder(SALE_BUDGET_STEPS);
