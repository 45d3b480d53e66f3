import { findArea } from './areas';
import data from './bd-localities.json' with { type: 'json' };

/** What a locality is on the ground: its kind sets how far from its centre a search for it looks. */
export type LocalityKind = 'section' | 'sector' | 'road' | 'block' | 'neighbourhood';

/**
 * A place people search by below a city area (decision 049): Mirpur 10, Uttara Sector 7, Dhanmondi
 * Road 16 (old 27), Bashundhara Block D, Gulshan 2. The fifth level, each under one city area (thana).
 */
export type Locality = {
  /** Stable slug, `<district>-<locality>`, e.g. `dhaka-mirpur-10`; never reused or renamed. */
  id: string;
  /** Its city area's id (`dhaka-mirpur`). */
  area: string;
  kind: LocalityKind;
  /** Unique over every locality: a listing and a search name it alone. */
  name: string;
  bn: string;
  /** Approximate centre, 4 decimals. */
  lat: number;
  lng: number;
  /** Other names people type: old road numbers ("Dhanmondi 27"), "Uttara 7", "Bashundhara D Block". */
  aliases: string[];
};

/** Every locality, sorted by city area, then name. */
export const BD_LOCALITIES: readonly Locality[] = data as Locality[];

/**
 * Half the side, in km, of the square around a locality's centre that a search for it covers when a
 * listing names its city area but no locality: sections and sectors are about a kilometre across, a
 * road or a block a few hundred metres.
 */
const REACH_KM: Record<LocalityKind, number> = {
  section: 0.6,
  sector: 0.6,
  road: 0.25,
  block: 0.3,
  neighbourhood: 0.8,
};
const KM_PER_DEGREE = 111.32;

let byName: Map<string, Locality> | undefined;

export function findLocality(name: string): Locality | undefined {
  byName ??= new Map(BD_LOCALITIES.map((locality) => [locality.name, locality]));
  return byName.get(name);
}

/** The localities of a city area (by its English name and district), for the listing form. */
export function listLocalities(areaId: string): readonly Locality[] {
  return BD_LOCALITIES.filter((locality) => locality.area === areaId);
}

/** The locality's city area: its English name, as listings store it. */
export function findLocalityArea(locality: Locality): string {
  return findArea(locality.area)?.name ?? '';
}

/** The box around a locality's centre (decimal degrees, rounded to 4 places) that a search for it covers. */
export function findLocalityBox(locality: Locality): {
  north: number;
  south: number;
  east: number;
  west: number;
} {
  const reach = REACH_KM[locality.kind];
  const dLat = reach / KM_PER_DEGREE;
  const dLng = reach / (KM_PER_DEGREE * Math.cos((locality.lat * Math.PI) / 180));
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    north: round(locality.lat + dLat),
    south: round(locality.lat - dLat),
    east: round(locality.lng + dLng),
    west: round(locality.lng - dLng),
  };
}
