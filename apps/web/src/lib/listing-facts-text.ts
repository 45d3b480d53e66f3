/**
 * The listing facts (issue 26, decision 047) as people read them, in English and Bangla: '5th of 9',
 * '৯ তলার ৫ম', 'Piped gas', '3.5 katha · 5.79 decimal · 2,520 sq ft'. Cards show the three or four that
 * matter for the mode (`readCardFacts`), the property page every fact said (`readFactRows`).
 */
import {
  convertLandSize,
  INTL_LOCALE,
  LAND_SIZE_CATEGORIES,
  type ListingFacts,
  type Locale,
  type Property,
} from '@nestlane/shared';
import { currentLocale, formatNumber, localizeDigits } from '../i18n';
import { commonText } from './common-text';

type FactValueKinds = Pick<
  ListingFacts,
  'facing' | 'gas' | 'powerBackup' | 'furnishing' | 'construction' | 'tenantType' | 'landUnit'
>;
type CommonId = Parameters<typeof commonText>[0];

/** 'south_east' → 'South-east' / 'দক্ষিণ-পূর্ব'. */
export function factValueLabel<Kind extends keyof FactValueKinds>(
  kind: Kind,
  value: NonNullable<FactValueKinds[Kind]>,
): string {
  return commonText(`common.fact.value.${kind}.${value}` as CommonId);
}

const BANGLA_ORDINAL_SUFFIX: Record<number, string> = { 1: 'ম', 2: 'য়', 3: 'য়', 4: 'র্থ', 6: 'ষ্ঠ' };

/** 5 → '5th' in English, '৫ম' in Bangla; 0 is the ground floor. */
export function formatOrdinal(value: number, locale: Locale = currentLocale()): string {
  if (locale === 'bn') {
    const suffix = BANGLA_ORDINAL_SUFFIX[value] ?? (value <= 10 ? 'ম' : 'তম');
    return `${localizeDigits(value, locale)}${suffix}`;
  }
  const rules = new Intl.PluralRules(INTL_LOCALE.en, { type: 'ordinal' });
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' }[rules.select(value) as 'one'] ?? 'th';
  return `${value}${suffix}`;
}

/** '5th of 9', 'Ground floor', '5th floor', '9 floors', or undefined when neither is said. */
export function formatFloor({ floor, totalFloors }: Pick<ListingFacts, 'floor' | 'totalFloors'>) {
  if (floor === null) {
    return totalFloors === null
      ? undefined
      : commonText('common.fact.totalFloors', { total: localizeDigits(totalFloors) });
  }
  const ordinal = floor === 0 ? commonText('common.fact.groundFloor') : formatOrdinal(floor);
  if (totalFloors === null)
    return floor === 0 ? ordinal : commonText('common.fact.floorAlone', { floor: ordinal });
  return commonText('common.fact.floorOf', { floor: ordinal, total: localizeDigits(totalFloors) });
}

/** '2027-01' → 'January 2027' / 'জানুয়ারী ২০২৭'. */
export function formatMonth(month: string, locale: Locale = currentLocale()): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (monthNumber ?? 1) - 1, 1)));
}

/** '3.5 katha · 5.79 decimal · 2520 sq ft', in both units and square feet. */
export function formatLandSize({ landSize, landUnit }: Pick<ListingFacts, 'landSize' | 'landUnit'>) {
  if (landSize === null || landUnit === null) return undefined;
  const { katha, decimal, sqFt } = convertLandSize(landSize, landUnit);
  return commonText('common.fact.landSize', {
    katha: formatNumber(katha),
    decimal: formatNumber(decimal),
    sqFt: formatNumber(sqFt),
  });
}

const isLandCategory = (category: Property['category']) =>
  (LAND_SIZE_CATEGORIES as readonly string[]).includes(category);

/**
 * The three or four facts a card shows, by mode: a rental's floor, lift, gas and who may rent
 * ('5th of 9 · Lift · Gas · Family'); a sale's floor, lift, gas and parking; a plot's land size first.
 */
export function readCardFacts(property: Property): string[] {
  const facts: (string | undefined)[] = [];
  if (isLandCategory(property.category)) facts.push(formatLandSize(property));
  facts.push(formatFloor(property));
  if (property.hasLift) facts.push(commonText('common.fact.lift'));
  if (property.gas === 'piped' || property.gas === 'cylinder') {
    facts.push(commonText(`common.fact.card.gas.${property.gas}`));
  }
  if (property.listedFor === 'For Rent') {
    if (property.tenantType) facts.push(factValueLabel('tenantType', property.tenantType));
  } else if (property.parkingSpaces) {
    facts.push(commonText('common.fact.parkingCount', { count: localizeDigits(property.parkingSpaces) }));
  }
  return facts.filter((fact): fact is string => fact !== undefined).slice(0, 4);
}
