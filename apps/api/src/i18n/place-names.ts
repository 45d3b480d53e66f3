/**
 * Place names in the reader's language: listings keep the hierarchy's English names (division,
 * district, upazila, city area); a reader of Bangla gets each one's Bangla name from `@nestlane/shared/geo`,
 * as the web app shows them.
 */
import type { Locale } from '@nestlane/shared';
import { listBanglaPlaceNames } from '@nestlane/shared/geo/places';

let banglaNames: ReadonlyMap<string, string> | null = null;

/** Built on first use: an English-only server never walks the hierarchy. */
function findBanglaNames(): ReadonlyMap<string, string> {
  banglaNames ??= listBanglaPlaceNames();
  return banglaNames;
}

/** 'Gulshan' → 'গুলশান' in Bangla; the English name otherwise, or when it is no known place. */
export function localizePlace(locale: Locale, englishName: string): string {
  if (locale !== 'bn' || !englishName) return englishName;
  return findBanglaNames().get(englishName) ?? englishName;
}
