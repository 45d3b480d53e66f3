import type { ListedFor } from '@nestlane/shared';
import { currentLocale, formatNumber } from '../i18n';
import { commonText } from './common-text';

/** A budget the search sends as minPrice/maxPrice: a listing matches when its price range overlaps it. */
export type Budget = { label: string; min?: number; max?: number };

/** '$1,500' in English (grouped the US way, as the budgets always read); '$১,৫০০' in Bangla. */
function formatMoney(amount: number): string {
  return `$${formatFigure(amount)}`;
}

function formatFigure(amount: number): string {
  return currentLocale() === 'en' ? amount.toLocaleString('en-US') : formatNumber(amount);
}

/** An 'up to' budget whose label is read in the language of the moment it is shown. */
function upTo(max: number, id: 'common.budget.rent' | 'common.budget.upTo'): Budget {
  return {
    max,
    get label() {
      return commonText(id, { amount: formatMoney(max) });
    },
  };
}

/**
 * A most-you-would-pay budget, as property portals offer it (decision 026): 'up to' bands, no lower bound,
 * so "a flat under $3,000" is one choice. Monthly rents (the listings For Rent ask $1,200–8,000 a month).
 */
export const RENT_BUDGETS: readonly Budget[] = [1500, 2000, 3000, 5000].map((max) =>
  upTo(max, 'common.budget.rent'),
);

/** Prices of homes For Sale ($65,000–2,000,000). */
export const SALE_BUDGETS: readonly Budget[] = [100_000, 250_000, 500_000, 1_000_000].map((max) =>
  upTo(max, 'common.budget.upTo'),
);

/**
 * The price select's name, the same on the home page and the search page: what the budget is of. With
 * neither Rent nor Buy it is the spec's price-range select.
 */
export function nameBudgetSelect(listedFor: ListedFor | ''): string {
  if (listedFor === 'For Rent') return commonText('common.budget.monthlyRent');
  return commonText(listedFor === 'For Sale' ? 'common.budget.price' : 'common.budget.priceRange');
}

/** The budgets that suit rent or buy; none without that choice (the spec's price bands serve then). */
export function listBudgets(listedFor: ListedFor | ''): readonly Budget[] {
  if (listedFor === 'For Rent') return RENT_BUDGETS;
  if (listedFor === 'For Sale') return SALE_BUDGETS;
  return [];
}

/** A budget as one select value, '1500-3000', '-1500' or '5000-'; '' is no budget. */
export function toBudgetValue(min: number | string | undefined, max: number | string | undefined): string {
  const low = min === undefined ? '' : String(min);
  const high = max === undefined ? '' : String(max);
  return low === '' && high === '' ? '' : `${low}-${high}`;
}

/** The other way: the minPrice and maxPrice a select value stands for ('' for no bound). */
export function fromBudgetValue(value: string): { minPrice: string; maxPrice: string } {
  const [minPrice = '', maxPrice = ''] = value.split('-');
  return { minPrice, maxPrice };
}

/** '$1,500–3,000', 'Up to $1,500', '$5,000+' for any pair of bounds, for a budget no band names. */
export function describeBudget(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatMoney(min)}–${formatFigure(max)}`;
  if (max !== undefined) return commonText('common.budget.upTo', { amount: formatMoney(max) });
  return min !== undefined ? `${formatMoney(min)}+` : '';
}
