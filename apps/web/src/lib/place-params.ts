import type { PlaceMatch } from '@nestlane/shared/geo/places';
import { localizePlace } from '../i18n';

/** The search's place filters, by the names the API reads (English, as listings store them). */
export const PLACE_PARAMS = ['division', 'district', 'upazila', 'area', 'locality'] as const;
export type PlaceParam = (typeof PLACE_PARAMS)[number];
/** The locality may be absent: a listing's place is described without one. */
export type PlaceFilter = Record<Exclude<PlaceParam, 'locality'>, string> & { locality?: string };

/**
 * The filters a chosen place fills. An upazila or a city area goes with its district: the same name
 * occurs in two districts (Kotwali, Chawkbazar; decision 022). A division stands alone. A locality goes
 * with its city area and district (decision 049).
 */
export function toPlaceFilter(match: PlaceMatch): PlaceFilter {
  return {
    division: match.level === 'division' ? match.division.name : '',
    district: match.district?.name ?? '',
    upazila: match.upazila?.name ?? '',
    area: match.area?.name ?? '',
    locality: match.locality?.name ?? '',
  };
}

/**
 * The place a filter names, as its chip reads: 'Mirpur 10, Dhaka', 'Gulshan, Dhaka', 'Savar, Dhaka', 'Dhaka', ''. Each name in
 * the language being read ('গুলশান, ঢাকা').
 */
export function describePlaceFilter(place: PlaceFilter): string {
  const smallest = localizePlace(place.locality || place.area || place.upazila);
  const district = localizePlace(place.district);
  if (smallest) return district ? `${smallest}, ${district}` : smallest;
  return district || localizePlace(place.division);
}
