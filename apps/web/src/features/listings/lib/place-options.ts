import { type District, findDistrict, findDivision } from '@nestlane/shared/geo';
import { listAreas } from '@nestlane/shared/geo/places';

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

/** Only Dhaka and Chattogram have city areas (thanas) today (decision 024). */
export function hasCityAreas(division: string | undefined, district: string | undefined): boolean {
  return listAreas(division ?? '', district ?? '').length > 0;
}
