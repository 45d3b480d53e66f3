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
export type DistrictAreas = { district: string; districtId: number; areas: Area[] };

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
