/**
 * Plans the demo listings: a pure function of the PRNG and "now", so every run gives
 * the same titles, places, prices and statuses (only the timestamps move with now).
 */
import {
  CATEGORIES,
  type Category,
  INTERIOR_FACILITIES,
  type ListedFor,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
  type VerificationStatus,
} from '@nestlane/shared';
import { findDistrict } from '@nestlane/shared/geo';
import type { BuildingKind } from './art/property-scene';
import type { TimeOfDay } from './art/svg';
import {
  CATEGORY_PROFILES,
  CLOSING_SENTENCES,
  NEIGHBOURHOOD_SENTENCES,
  TITLE_WORDS,
} from './category-profiles';
import { CITY_PLACEMENTS, placeInCityArea } from './city-areas';
import { SEED_PLACES } from './places';
import { findPriceTier, priceListing } from './prices';
import type { Random } from './random';

export const LISTING_COUNT = 60;
const HOUR = 3_600_000;
const STREETS = [
  'Station',
  'College',
  'Hospital',
  'Court',
  'Lake',
  'Bazar',
  'Masjid',
  'School',
  'Club',
  'Park',
];

/** Which listing (by index) is in which state; everything else is verified. */
const PENDING = new Set([5, 13, 22, 31, 40, 49, 57]);
const REJECTED = new Set([9, 26, 36, 46, 54]);
/** Listings of the agent flagged as fraud: verified, yet hidden by the API. */
const FRAUD_OWNED = new Set([3, 18, 33, 52]);
/** The home page's 'Best For You': verified listings of six different categories. */
const ADVERTISED = new Set([4, 17, 25, 38, 43, 51]);
/** The newest listings, so ages from "3 hours ago" to "3 months ago" all show. */
const RECENT_AGES_IN_HOURS = [3, 7, 20, 30, 52, 75];

export type ListingOwner = 'primary' | 'secondary' | 'fraud';

export type ListingPlan = {
  index: number;
  owner: ListingOwner;
  kind: BuildingKind;
  timeOfDay: TimeOfDay;
  title: string;
  location: string;
  description: string;
  minPrice: number;
  maxPrice: number;
  verificationStatus: VerificationStatus;
  advertiseStatus: 'advertise' | 'disadvertise';
  listedFor: ListedFor;
  category: Category;
  interiorFacilities: string[];
  outdoorFacilities: string[];
  otherFacilities: string[];
  bedRooms: number;
  bathRooms: number;
  rooms: number;
  builtYear: number;
  associationFee: number;
  yearlyTax: number;
  estimatedTaxes: number;
  propertySize: number;
  division: string;
  district: string;
  upozila: string;
  /** A city area (thana) of Dhaka or Chattogram, '' for none (city-areas.ts). */
  area: string;
  latitude: string;
  longitude: string;
  addedAt: Date;
  updatedAt: Date;
};

export function planListings(random: Random, now: Date): ListingPlan[] {
  const usedTitles = new Set<string>();
  const plans: ListingPlan[] = [];
  for (let index = 0; index < LISTING_COUNT; index++) {
    const category = CATEGORIES[index % CATEGORIES.length] as Category;
    const profile = CATEGORY_PROFILES[category];
    // Stepping by 7 through the 39 places visits every one of them (7 and 39 are coprime).
    const place = SEED_PLACES[(index * 7) % SEED_PLACES.length];
    if (!place) throw new Error('SEED_PLACES is empty');
    const district = findDistrict(place.division, place.district);
    if (!district) throw new Error(`Unknown district ${place.district} in ${place.division}`);

    const listedFor: ListedFor = random.chance(profile.rentChance) ? 'For Rent' : 'For Sale';
    const bedRooms = random.int(...profile.bedRooms);
    const bathRooms = random.int(...profile.bathRooms);
    const rooms = bedRooms + bathRooms + random.int(...profile.otherRooms);
    const propertySize = roundTo(random.int(...profile.sizeSqft), 10);
    // Two draws, as the dollar prices took, so every later draw (and the rest of the demo) stays.
    const draws = [random.next(), random.next()] as const;
    const tier = findPriceTier(place, CITY_PLACEMENTS.get(index));
    const { minPrice, maxPrice } = priceListing(
      tier,
      category,
      propertySize,
      listedFor === 'For Rent',
      draws,
    );
    const yearlyTax =
      listedFor === 'For Sale'
        ? roundTo(minPrice * (0.003 + random.next() * 0.005), 10)
        : roundTo(minPrice * 0.05, 10);

    const ageHours = RECENT_AGES_IN_HOURS[index] ?? random.int(4 * 24, 120 * 24);
    const addedAt = new Date(now.getTime() - ageHours * HOUR - random.int(0, 59) * 60_000);
    const isEdited = random.chance(0.3);
    const updatedAt = isEdited
      ? new Date(addedAt.getTime() + random.next() * (now.getTime() - addedAt.getTime()) * 0.5)
      : addedAt;

    const facilities = planFacilities(random, profile.kinds[0] ?? 'house');
    const title = makeUniqueTitle(usedTitles, () => {
      const word =
        place.flavours && random.chance(0.7) ? random.pick(place.flavours) : random.pick(TITLE_WORDS);
      return `${word} ${random.pick(profile.titles).replace('{beds}', String(bedRooms))} in ${place.locality}`;
    });
    const opener = random.pick(profile.openers).replaceAll('{beds}', String(bedRooms));
    const sentences = [opener, describeFacilities(facilities), random.pick(NEIGHBOURHOOD_SENTENCES)];
    if (random.chance(0.5)) sentences.push(random.pick(CLOSING_SENTENCES));

    plans.push({
      index,
      owner: FRAUD_OWNED.has(index) ? 'fraud' : index % 2 === 0 ? 'primary' : 'secondary',
      kind: random.pick(profile.kinds),
      timeOfDay: pickTimeOfDay(random),
      title,
      // Locality first: a card shows the address's first words (spec §2 property card).
      location: `${place.locality}, ${makeStreetAddress(random, category)}, ${place.district}`,
      description: sentences.join(' '),
      minPrice,
      maxPrice,
      verificationStatus: PENDING.has(index) ? 'pending' : REJECTED.has(index) ? 'rejected' : 'verified',
      advertiseStatus: ADVERTISED.has(index) ? 'advertise' : 'disadvertise',
      listedFor,
      category,
      ...facilities,
      bedRooms,
      bathRooms,
      rooms,
      builtYear: random.int(1995, 2025),
      // A monthly service charge in Taka: ৳600–10,000 for a home, up to ৳24,000 for an office.
      associationFee: roundTo(
        random.int(15, category === 'Commercial' || category === 'Office' ? 600 : 250) * 40,
        100,
      ),
      yearlyTax,
      estimatedTaxes: roundTo(yearlyTax * (1 + random.next() * 0.25), 10),
      propertySize,
      division: place.division,
      district: place.district,
      upozila: place.upazila,
      area: '',
      // A few hundred metres to a few kilometres from the district's centre.
      latitude: (district.lat + (random.next() - 0.5) * 0.06).toFixed(6),
      longitude: (district.lng + (random.next() - 0.5) * 0.06).toFixed(6),
      addedAt,
      updatedAt,
    });
  }
  return plans.map(placeInCityArea);
}

function planFacilities(
  random: Random,
  kind: BuildingKind,
): { interiorFacilities: string[]; outdoorFacilities: string[]; otherFacilities: string[] } {
  const isHome = kind === 'house' || kind === 'apartment';
  return {
    interiorFacilities: random.sample(
      isHome ? INTERIOR_FACILITIES : (['Laundry', 'Media Room', 'Gym'] as const),
      random.int(1, isHome ? 4 : 2),
    ),
    outdoorFacilities: random.sample(OUTDOOR_FACILITIES, random.int(kind === 'house' ? 2 : 1, 3)),
    otherFacilities: random.sample(OTHER_FACILITIES, random.int(1, 3)),
  };
}

function describeFacilities(facilities: {
  interiorFacilities: string[];
  outdoorFacilities: string[];
  otherFacilities: string[];
}): string {
  const all = [
    ...facilities.interiorFacilities,
    ...facilities.outdoorFacilities,
    ...facilities.otherFacilities,
  ].map((name) => (name === 'WiFi' ? name : name.toLowerCase()));
  const last = all.pop();
  const list = all.length > 0 ? `${all.join(', ')} and ${last}` : (last ?? 'basic fittings');
  return `It comes with ${list}.`;
}

function makeStreetAddress(random: Random, category: Category): string {
  if (category === 'Shop' || category === 'Commercial' || category === 'Office') {
    return `Holding ${random.int(2, 220)}, ${random.pick(STREETS)} Road`;
  }
  return random.chance(0.7)
    ? `House ${random.int(1, 120)}, Road ${random.int(1, 27)}`
    : `Plot ${random.int(1, 90)}, Block ${random.pick(['A', 'B', 'C', 'D', 'E'])}`;
}

function makeUniqueTitle(used: Set<string>, compose: () => string): string {
  let title = compose();
  for (let attempt = 0; used.has(title) && attempt < 20; attempt++) title = compose();
  for (let unit = 2; used.has(title); unit++) title = `${title.replace(/ \(Unit \d+\)$/, '')} (Unit ${unit})`;
  used.add(title);
  return title;
}

function pickTimeOfDay(random: Random): TimeOfDay {
  const roll = random.next();
  if (roll < 0.3) return 'morning';
  if (roll < 0.65) return 'noon';
  if (roll < 0.85) return 'sunset';
  return 'dusk';
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
