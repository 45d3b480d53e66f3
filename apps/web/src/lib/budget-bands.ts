import {
  type BudgetBand,
  formatTaka,
  formatTakaRange,
  type ListedFor,
  RENT_BUDGET_BANDS,
  SALE_BUDGET_BANDS,
} from '@nestlane/shared';
import { currentLocale } from '../i18n';
import { commonText } from './common-text';

/** A budget the search sends as minPrice/maxPrice: a listing matches when its price range overlaps it. */
export type Budget = { label: string; min?: number; max?: number };

/**
 * A budget's words: 'Up to ৳ 10,000', '৳ 30–60 Lakh', '৳ 5 Crore or more' ('সর্বোচ্চ ৳ ১০,০০০' in Bangla),
 * a month after a rent. The figures are compact, as on the cards (decision 045).
 */
function describeBand(min: number | undefined, max: number | undefined, isRent: boolean): string {
  const locale = currentLocale();
  if (min !== undefined && max !== undefined) {
    const range = formatTakaRange(min, max, locale);
    return isRent ? commonText('common.budget.rentRange', { range }) : range;
  }
  if (max !== undefined) {
    const amount = formatTaka(max, locale, 'compact');
    return commonText(isRent ? 'common.budget.rent' : 'common.budget.upTo', { amount });
  }
  if (min === undefined) return '';
  const amount = formatTaka(min, locale, 'compact');
  return commonText(isRent ? 'common.budget.rentFrom' : 'common.budget.from', { amount });
}

/** A band whose label is read in the language of the moment it is shown. */
function toBudget(band: BudgetBand, isRent: boolean): Budget {
  return {
    ...band,
    get label() {
      return describeBand(band.min, band.max, isRent);
    },
  };
}

/** Monthly rents in Taka, as Dhaka's portals band them (decision 045). */
export const RENT_BUDGETS: readonly Budget[] = RENT_BUDGET_BANDS.map((band) => toBudget(band, true));

/** Sale prices in Taka, lakh to crore (decision 045). */
export const SALE_BUDGETS: readonly Budget[] = SALE_BUDGET_BANDS.map((band) => toBudget(band, false));

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

/** A budget as one select value, '10000-20000', '-10000' or '100000-'; '' is no budget. */
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

/** Any pair of bounds in the bands' words, for a budget no band names (a link, a typed amount). */
export function describeBudget(
  min: number | undefined,
  max: number | undefined,
  listedFor: ListedFor | '' = '',
): string {
  return describeBand(min, max, listedFor === 'For Rent');
}

/**
 * One of the spec's mode-less price bands (its priceRange values, kept for the original client) in the
 * budgets' words: '৳ 50,000–1 Lakh', '৳ 9 Lakh or more' (decision 045).
 */
export function describePriceBand(band: Readonly<{ min: number; max: number | null }>): string {
  return describeBand(band.min, band.max ?? undefined, false);
}
