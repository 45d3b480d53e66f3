import { PRICE_BANDS } from '@nestlane/shared';
import { describePriceBand } from '../../../lib/budget-bands';

/**
 * A price band as the search page's select names it, in Taka ('৳ 50,000–1 Lakh', '৳ 9 Lakh or more';
 * decision 045). The value sent to the API stays the spec's own ('50000-100000', '900000-Above').
 */
export function labelPriceBand(value: string): string {
  const band = PRICE_BANDS.find((candidate) => candidate.value === value);
  return band ? describePriceBand(band) : value;
}
