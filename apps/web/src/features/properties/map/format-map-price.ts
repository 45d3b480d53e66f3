import { formatNumber, localizeDigits } from '../../../i18n';
import { propertiesText } from '../messages';

/**
 * '$950', '$1.2k', '$65k', '$1.5M': a marker's price, short enough for a pin. In Bangla the figures are
 * Bangla digits and the units words ('$৬৫ হাজার', '$১.৫ মিলিয়ন').
 */
export function formatShortPrice(amount: number): string {
  if (amount >= 1_000_000)
    return propertiesText('properties.map.millions', { amount: shorten(amount / 1_000_000) });
  if (amount >= 1_000) return propertiesText('properties.map.thousands', { amount: shorten(amount / 1_000) });
  return `$${formatNumber(amount)}`;
}

function shorten(value: number): string {
  return localizeDigits(value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));
}
