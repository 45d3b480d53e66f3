/**
 * The search page's filters on the listing facts (decision 047), in the URL under the API's own names:
 * tenantType, furnishing, gas, hasLift=true, minParking, availableBy (YYYY-MM). Values the API would
 * refuse are dropped. Kept apart from search-filters.ts so that file only wires them in.
 */
import { FURNISHINGS, type Furnishing } from '@nestlane/shared';

/** The API's TENANT_FILTERS and GAS_FILTERS (packages/shared/src/fact-filters.ts, which brings zod). */
export const TENANT_FILTER_VALUES = ['family', 'bachelor_men', 'bachelor_women', 'sublet'] as const;
export const GAS_FILTER_VALUES = ['piped', 'cylinder'] as const;
export const PARKING_FILTER_VALUES = [1, 2, 3] as const;

export type FactSearch = {
  tenantType: (typeof TENANT_FILTER_VALUES)[number] | '';
  furnishing: Furnishing | '';
  gas: (typeof GAS_FILTER_VALUES)[number] | '';
  hasLift: boolean;
  minParking: number | undefined;
  availableBy: string;
};

export const FACT_FILTER_NAMES = [
  'tenantType',
  'furnishing',
  'gas',
  'hasLift',
  'minParking',
  'availableBy',
] as const satisfies readonly (keyof FactSearch)[];

/** Every fact filter removed (the sheet's Clear all). */
export const NO_FACT_FILTERS = Object.fromEntries(FACT_FILTER_NAMES.map((name) => [name, ''])) as Record<
  (typeof FACT_FILTER_NAMES)[number],
  string
>;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';

export function readFactFilters(params: URLSearchParams): FactSearch {
  const parking = params.get('minParking')?.trim() ?? '';
  const month = params.get('availableBy')?.trim() ?? '';
  return {
    tenantType: oneOf(TENANT_FILTER_VALUES, params.get('tenantType')),
    furnishing: oneOf(FURNISHINGS, params.get('furnishing')),
    gas: oneOf(GAS_FILTER_VALUES, params.get('gas')),
    hasLift: params.get('hasLift') === 'true',
    minParking: /^\d{1,3}$/.test(parking) && Number(parking) <= 500 ? Number(parking) : undefined,
    availableBy: /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
  };
}

/** The fact filters as the API reads them; a rental's own (who may rent, available by) only for rent. */
export function addFactFiltersToQuery(
  add: (name: string, value: string | number | undefined) => void,
  filters: FactSearch & { listedFor: string },
) {
  const isRent = filters.listedFor === 'For Rent';
  if (isRent) add('tenantType', filters.tenantType);
  add('furnishing', filters.furnishing);
  add('gas', filters.gas);
  if (filters.hasLift) add('hasLift', 'true');
  add('minParking', filters.minParking);
  if (isRent) add('availableBy', filters.availableBy);
}
