import type { Category } from '@nestlane/shared';
import type { FilterChanges } from './search-filters';

/**
 * The spec's picker sets `category` (one), the Filters sheet `categories` (several); both show one choice
 * (decision 026): the sheet ticks every chosen category, the picker presses one when it is the only one.
 */
type CategoryFilters = { category: Category | ''; categories: Category[] };

/**
 * A link with both reads as the union, in `categories` alone: the page never writes both, and a box ticked
 * for each would otherwise hide that the API's two filters must both hold.
 */
export function foldCategories({ category, categories }: CategoryFilters): CategoryFilters {
  if (category === '' || categories.length === 0) return { category, categories };
  return { category: '', categories: [...new Set([category, ...categories])] };
}

/** Every category chosen, by the picker or in the sheet. */
export function listChosenCategories({ category, categories }: CategoryFilters): Category[] {
  return category ? [category] : categories;
}

/** The picker chooses one category ('' for all), in the spec's own parameter; the sheet's list goes. */
export function pickCategory(category: string): FilterChanges {
  return { category, categories: [] };
}

/** The sheet's boxes (or a chip) leave these categories chosen, a picked one among them. */
export function chooseCategories(categories: readonly string[]): FilterChanges {
  return { category: '', categories };
}
