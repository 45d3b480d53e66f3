import { PRICE_BANDS } from '@nestlane/shared';
import { formatNumber } from '../../../i18n';
import { propertiesText } from '../messages';

/**
 * A price band as the search page's select names it: its value in English, as the spec writes it
 * ('50000-100000', '900000-Above'); in Bangla its figures in Bangla digits ('৫০,০০০-১,০০,০০০').
 * The value sent to the API stays the band's own.
 */
export function labelPriceBand(value: string): string {
  const band = PRICE_BANDS.find((candidate) => candidate.value === value);
  if (!band) return value;
  const min = formatNumber(band.min);
  return band.max === null
    ? propertiesText('properties.priceBand.open', { min })
    : propertiesText('properties.priceBand.range', { min, max: formatNumber(band.max) });
}
