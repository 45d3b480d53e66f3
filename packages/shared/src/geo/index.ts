import data from './bd-admin.json' with { type: 'json' };

export type Upazila = { id: number; name: string; bn: string };
export type District = {
  id: number;
  name: string;
  bn: string;
  lat: number;
  lng: number;
  upazilas: Upazila[];
};
export type Division = { id: number; name: string; bn: string; districts: District[] };

/** Bangladesh: 8 divisions → 64 districts → 495 upazilas, each level sorted by name. */
export const BD_DIVISIONS: readonly Division[] = data as Division[];

export function findDivision(name: string): Division | undefined {
  return BD_DIVISIONS.find((d) => d.name === name);
}

export function findDistrict(divisionName: string, districtName: string): District | undefined {
  return findDivision(divisionName)?.districts.find((d) => d.name === districtName);
}

export function isKnownPlace(division: string, district: string, upazila: string): boolean {
  return findDistrict(division, district)?.upazilas.some((u) => u.name === upazila) ?? false;
}
