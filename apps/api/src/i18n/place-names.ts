/**
 * Place names in the reader's language: listings keep the hierarchy's English names (division,
 * district, upazila, city area); a reader of Bangla gets each one's Bangla name from `@nestlane/shared/geo`,
 * as the web app shows them.
 */
import type { Locale } from '@nestlane/shared';
import { BD_DIVISIONS } from '@nestlane/shared/geo';
import { BD_AREAS } from '@nestlane/shared/geo/places';

let banglaNames: ReadonlyMap<string, string> | null = null;

/** Built on first use: an English-only server never walks the hierarchy. */
function findBanglaNames(): ReadonlyMap<string, string> {
  if (banglaNames) return banglaNames;
  const names = new Map<string, string>();
  for (const division of BD_DIVISIONS) {
    names.set(division.name, division.bn);
    for (const district of division.districts) {
      names.set(district.name, district.bn);
      // An upazila name shared by two districts is the same place name in Bangla too: the first stays.
      for (const upazila of district.upazilas)
        if (!names.has(upazila.name)) names.set(upazila.name, upazila.bn);
    }
  }
  for (const group of BD_AREAS)
    for (const area of group.areas) if (!names.has(area.name)) names.set(area.name, area.bn);
  banglaNames = names;
  return names;
}

/** 'Gulshan' → 'গুলশান' in Bangla; the English name otherwise, or when it is no known place. */
export function localizePlace(locale: Locale, englishName: string): string {
  if (locale !== 'bn' || !englishName) return englishName;
  return findBanglaNames().get(englishName) ?? englishName;
}
