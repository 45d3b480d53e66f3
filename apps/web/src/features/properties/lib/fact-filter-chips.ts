/**
 * The chips of the fact filters that are on (decision 047), for active-filters.ts. Apart from
 * fact-search-filters.ts, which the search page's eager route loader reads: that one stays free of the
 * catalogs (decision 026).
 */
import { localizeDigits } from '../../../i18n';
import { factValueLabel, formatMonth } from '../../../lib/listing-facts-text';
import { propertiesText } from '../messages';
import type { FactSearch } from './fact-search-filters';

/** The fact filters that are on, each as a chip's label and what removes it (active-filters.ts). */
export function listFactFilterChips(
  filters: FactSearch & { listedFor: string },
): { key: string; label: string; remove: Record<string, string> }[] {
  const chips: { key: string; label: string; remove: Record<string, string> }[] = [];
  const isRent = filters.listedFor === 'For Rent';
  if (isRent && filters.tenantType) {
    chips.push({
      key: 'tenantType',
      label: factValueLabel('tenantType', filters.tenantType),
      remove: { tenantType: '' },
    });
  }
  if (filters.furnishing) {
    chips.push({
      key: 'furnishing',
      label: factValueLabel('furnishing', filters.furnishing),
      remove: { furnishing: '' },
    });
  }
  if (filters.gas) chips.push({ key: 'gas', label: factValueLabel('gas', filters.gas), remove: { gas: '' } });
  if (filters.hasLift)
    chips.push({ key: 'hasLift', label: propertiesText('properties.sheet.lift'), remove: { hasLift: '' } });
  if (filters.minParking) {
    const label = `${propertiesText('properties.sheet.parking')} ${propertiesText('properties.sheet.atLeast', { count: localizeDigits(filters.minParking) })}`;
    chips.push({ key: 'minParking', label, remove: { minParking: '' } });
  }
  if (isRent && filters.availableBy) {
    const label = `${propertiesText('properties.sheet.availableBy')} ${formatMonth(filters.availableBy)}`;
    chips.push({ key: 'availableBy', label, remove: { availableBy: '' } });
  }
  return chips;
}
