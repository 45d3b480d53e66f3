import { BD_DIVISIONS, type District, findDistrict, findDivision } from '@nestlane/shared/geo';

/** The districts of one division only (an unknown division has none). */
export function listDistricts(divisionName: string): readonly District[] {
  return findDivision(divisionName)?.districts ?? [];
}

/** The upazilas of one district of one division only. */
export function listUpazilas(divisionName: string, districtName: string) {
  return findDistrict(divisionName, districtName)?.upazilas ?? [];
}

/** A division's first district and that district's first upazila: where a changed parent resets its children. */
export function findFirstPlace(divisionName: string) {
  const district = listDistricts(divisionName)[0];
  return { district: district?.name ?? '', upozila: district?.upazilas[0]?.name ?? '' };
}

/** The form's starting place: the first division in the list, then its first district and upazila. */
export function findDefaultPlace() {
  const division = BD_DIVISIONS[0]?.name ?? '';
  return { division, ...findFirstPlace(division) };
}
