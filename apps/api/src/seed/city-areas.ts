/**
 * Demo listings in the city areas of Dhaka and Chattogram (decision 024): some planned
 * listings move into a thana after planning, so the PRNG's draws, and every other listing,
 * stay as they were. Their pin lies near the thana's centre, their title and address name
 * the neighbourhood. Their upazila is the city's own, "Dhaka Metropolitan" or "Chattogram
 * Metropolitan" (the only one a city area goes with).
 */
import { findDistrict } from '@nestlane/shared/geo';
import { findCityUpazila, listAreas } from '@nestlane/shared/geo/places';
import type { ListingPlan } from './listings';

type CityPlacement = {
  /** The division and the district, both named after the city. */
  city: 'Dhaka' | 'Chattogram';
  area: string;
  /** The neighbourhood in the title and address ('Gulshan 2', 'Bashundhara R/A'). */
  locality: string;
  /** Exact terms a demo journey relies on. */
  terms?: Partial<Pick<ListingPlan, 'title' | 'minPrice' | 'maxPrice' | 'bedRooms'>>;
};

const dhaka = (area: string, locality: string) => ({ city: 'Dhaka', area, locality }) as const;
const chattogram = (area: string, locality: string) => ({ city: 'Chattogram', area, locality }) as const;

/** By listing index; every one of them is a verified listing of a good agent. */
export const CITY_PLACEMENTS: ReadonlyMap<number, CityPlacement> = new Map<number, CityPlacement>([
  // "A 3-bedroom flat for rent in Gulshan under a budget" (issue 11's journey), a 2-bedroom
  // one the bedroom filter leaves out, and a flat for sale that "rent" leaves out.
  [
    44,
    {
      ...dhaka('Gulshan', 'Gulshan 2'),
      terms: { title: 'Lakeside 3-Bed Family Flat in Gulshan 2', minPrice: 85_000, maxPrice: 85_000 },
    },
  ],
  [
    4,
    {
      ...dhaka('Gulshan', 'Gulshan 1'),
      terms: { title: 'Renovated 2-Bed Flat with Balcony in Gulshan 1', bedRooms: 2 },
    },
  ],
  [34, dhaka('Gulshan', 'Niketan')],
  [45, dhaka('Banani', 'Banani')],
  [23, dhaka('Vatara', 'Bashundhara R/A')],
  [12, dhaka('Dhanmondi', 'Dhanmondi')],
  [1, dhaka('Motijheel', 'Motijheel')],
  [0, dhaka('Uttara West', 'Uttara')],
  [28, dhaka('Mirpur', 'Mirpur')],
  [7, chattogram('Khulshi', 'Khulshi')],
  [41, chattogram('Double Mooring', 'Agrabad')],
  [47, chattogram('Panchlaish', 'Panchlaish')],
]);

/** Within about a kilometre of the centre: the planned offset from the district's centre, shrunk. */
const SPREAD = 0.3;

export function placeInCityArea(plan: ListingPlan): ListingPlan {
  const placement = CITY_PLACEMENTS.get(plan.index);
  if (!placement) return plan;
  const fromDistrict = findDistrict(plan.division, plan.district);
  const area = listAreas(placement.city, placement.city).find((a) => a.name === placement.area);
  const upazila = findCityUpazila(placement.city, placement.city);
  if (!fromDistrict || !area || !upazila)
    throw new Error(`Unknown city area ${placement.area} for listing ${plan.index}`);
  const locality = plan.location.slice(0, plan.location.indexOf(', '));
  const street = plan.location.slice(locality.length + 2, plan.location.length - plan.district.length - 2);
  const offset = (coordinate: string, centre: number) => (Number(coordinate) - centre) * SPREAD;
  return {
    ...plan,
    title: plan.title.replace(` in ${locality}`, ` in ${placement.locality}`),
    location: `${placement.locality}, ${street}, ${placement.city}`,
    division: placement.city,
    district: placement.city,
    upozila: upazila,
    area: placement.area,
    latitude: (area.lat + offset(plan.latitude, fromDistrict.lat)).toFixed(6),
    longitude: (area.lng + offset(plan.longitude, fromDistrict.lng)).toFixed(6),
    // A bedroom count told in words too: "A bright 4-bedroom apartment" becomes 2-bedroom.
    description: placement.terms?.bedRooms
      ? plan.description.replaceAll(`${plan.bedRooms}-bedroom`, `${placement.terms.bedRooms}-bedroom`)
      : plan.description,
    ...placement.terms,
  };
}
