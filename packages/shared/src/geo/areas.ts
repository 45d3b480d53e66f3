import data from './bd-areas.json' with { type: 'json' };
import { BD_DIVISIONS, findDistrict } from './index';

/**
 * A city area: a metropolitan thana (police-station area) of Dhaka or Chattogram, the
 * fourth level under its district. Kept apart from index.ts so only pages that need the
 * areas pay for them in the browser bundle.
 */
export type Area = {
  /** Stable slug, `<district>-<area>`, e.g. `dhaka-gulshan`; never reused or renamed. */
  id: string;
  name: string;
  bn: string;
  /** Approximate centre, 4 decimals. */
  lat: number;
  lng: number;
  /** Neighbourhoods inside the thana people search by (Bashundhara R/A → Vatara). */
  aliases: string[];
};
/**
 * A city's areas under their district, and the upazila-level unit they lie in: the hierarchy's
 * upazilas are rural, so the city itself is one more upazila ("Dhaka Metropolitan", docs/places.md).
 */
export type DistrictAreas = {
  district: string;
  districtId: number;
  upazila: string;
  upazilaId: number;
  areas: Area[];
};

/** Dhaka (DMP) and Chattogram (CMP) thanas, each district's list sorted by English name. */
export const BD_AREAS: readonly DistrictAreas[] = data as DistrictAreas[];

const areasById = new Map(
  BD_AREAS.flatMap((d) => d.areas.map((area) => [area.id, { area, districtId: d.districtId }] as const)),
);

/** The district's city areas; empty where the district has none (or does not exist). */
export function listAreas(divisionName: string, districtName: string): readonly Area[] {
  const district = findDistrict(divisionName, districtName);
  return BD_AREAS.find((d) => d.districtId === district?.id)?.areas ?? [];
}

/** The district's metropolitan upazila (the one its city areas lie in), if it has city areas. */
export function findCityUpazila(divisionName: string, districtName: string): string | undefined {
  const district = findDistrict(divisionName, districtName);
  return BD_AREAS.find((d) => d.districtId === district?.id)?.upazila;
}

/** A city area may be chosen only in its district's metropolitan upazila (decision 024). */
export function takesCityArea(division: string, district: string, upazila: string): boolean {
  return upazila !== '' && findCityUpazila(division, district) === upazila;
}

export function findArea(id: string): Area | undefined {
  return areasById.get(id)?.area;
}

/** The division and district names above an area, to fill the filters above it. */
export function findAreaParents(id: string): { division: string; district: string } | undefined {
  const districtId = areasById.get(id)?.districtId;
  for (const division of BD_DIVISIONS) {
    const district = division.districts.find((d) => d.id === districtId);
    if (district) return { division: division.name, district: district.name };
  }
  return undefined;
}

export function isKnownArea(division: string, district: string, area: string): boolean {
  return listAreas(division, district).some((a) => a.name === area);
}
