import { type District, findDistrict, findDivision } from '@nestlane/shared/geo';
import { takesCityArea as isCityUpazila } from '@nestlane/shared/geo/places';

/** The districts of one division only (an unknown division has none). */
export function listDistricts(divisionName: string): readonly District[] {
  return findDivision(divisionName)?.districts ?? [];
}

/** The upazilas of one district of one division only. */
export function listUpazilas(divisionName: string, districtName: string) {
  return findDistrict(divisionName, districtName)?.upazilas ?? [];
}

/**
 * No place is chosen until the agent chooses one: a pre-filled place (it was Barishal, the first
 * division) listed the property wherever an agent who skipped the selects happened to be.
 */
export const NO_PLACE = { division: '', district: '', upozila: '' } as const;

/**
 * A city area (thana) is chosen only in its city's own upazila, "Dhaka Metropolitan" or "Chattogram
 * Metropolitan" (decision 024): the only districts with city areas today, and the rule the body checks.
 */
export function takesCityArea(
  division: string | undefined,
  district: string | undefined,
  upozila: string | undefined,
): boolean {
  return isCityUpazila(division ?? '', district ?? '', upozila ?? '');
}
