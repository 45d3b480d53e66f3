/**
 * Place names in the language being read (decision 040). Listings keep the spec's English names
 * (`division`, `district`, `upozila`, the area); a reader of Bangla sees each one's Bangla name from the
 * place hierarchy (`@nestlane/shared/geo`), which comes with the Bangla catalog (`bn-catalog.ts`), so an
 * English page never downloads the hierarchy for this.
 */
import { activeI18n } from './active-i18n';

let banglaNames: ReadonlyMap<string, string> = new Map();

/** Called by bn-catalog.ts when the Bangla catalog loads. */
export function setBanglaPlaceNames(names: ReadonlyMap<string, string>) {
  banglaNames = names;
}

/** 'Gulshan' → 'গুলশান' for a reader of Bangla; the name as it is in English or when it is not a known place. */
export function localizePlace(englishName: string): string {
  if (activeI18n().locale !== 'bn' || !englishName) return englishName;
  return banglaNames.get(englishName) ?? englishName;
}

/** 'Dhaka Division' in the language being read. */
export function localizeDivision(division: string): string {
  return activeI18n().locale === 'bn' ? `${localizePlace(division)} বিভাগ` : `${division} Division`;
}
