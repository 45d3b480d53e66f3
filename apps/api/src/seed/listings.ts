/**
 * Plans the demo listings (issue 26): a pure function of the PRNG and "now", so every run gives the
 * same titles, places, prices, facts and states (only the timestamps move with now). Places and their
 * counts are in places.ts, prices in prices.ts, facts in plan-facts.ts, words in listing-text.ts.
 */
import type { Category, ListedFor, ListingFacts, MarketState, VerificationStatus } from '@nestlane/shared';
import { findDistrict } from '@nestlane/shared/geo';
import { findLocality, listAreas } from '@nestlane/shared/geo/places';
import type { BuildingKind } from './art/property-scene';
import { bedroomsForFlat, CATEGORY_PROFILES, sizeRangeOf } from './category-profiles';
import { JOURNEY_LISTINGS, type JourneyTerms } from './journey-listings';
import { composeListingText } from './listing-text';
import { SEED_PLACES, type SeedPlace } from './places';
import { planConstruction, planFacilities, planFacts } from './plan-facts';
import { priceListing } from './prices';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

export const LISTING_COUNT = SEED_PLACES.reduce((sum, place) => sum + place.count, 0);
/** The newest listings, so ages from "3 hours ago" to "3 months ago" all show. */
const RECENT_AGES_IN_HOURS = [3, 7, 20, 30, 52, 75];

export type ListingOwner = 'primary' | 'secondary' | 'fraud';

export type ListingPlan = ListingFacts & {
  index: number;
  owner: ListingOwner;
  kind: BuildingKind;
  title: string;
  titleBn: string;
  location: string;
  description: string;
  descriptionBn: string;
  minPrice: number;
  maxPrice: number;
  /** The price before a recent cut (price_changes), or null. */
  previousPrice: { minPrice: number; maxPrice: number } | null;
  priceCutAt: Date | null;
  verificationStatus: VerificationStatus;
  advertiseStatus: 'advertise' | 'disadvertise';
  marketState: MarketState;
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
  /** A city area (thana) of Dhaka or Chattogram, '' for none. */
  area: string;
  locality: string;
  latitude: string;
  longitude: string;
  addedAt: Date;
  updatedAt: Date;
};

/**
 * Which listing (by index) is in which state: five pending (every 41st from the 5th), enough to show the
 * admin's verification without crowding the first page of Manage Properties (decision 066); every 17th
 * from the 9th rejected.
 */
const isPending = (index: number) => index % 41 === 5;
const isRejected = (index: number) => index % 17 === 9;
/** Listings of the agent flagged as fraud: verified, yet hidden by the API. */
const isFraudOwned = (index: number) => index % 29 === 3;

export function planListings(random: Random, now: Date): ListingPlan[] {
  const slots = spreadPlaces(random);
  const usedTitles = new Set([...JOURNEY_LISTINGS.values()].map((terms) => terms.title));
  const plans = slots.map((slot, index) => {
    const terms = JOURNEY_LISTINGS.get(index);
    const place = terms ? findPlace(terms.placeName) : slot;
    const plan = planListing(random, now, place, index, usedTitles, terms);
    usedTitles.add(plan.title);
    return plan;
  });
  return markStates(random, plans, now);
}

function findPlace(name: string): SeedPlace {
  const place = SEED_PLACES.find((p) => p.name === name);
  if (!place) throw new Error(`No seed place ${name}`);
  return place;
}

/** Each place `count` times, in an order the PRNG shuffles, so the newest listings are anywhere. */
function spreadPlaces(random: Random): SeedPlace[] {
  const slots = SEED_PLACES.flatMap((place) => Array.from({ length: place.count }, () => place));
  const keyed = slots.map((place) => ({ place, key: random.next() }));
  return keyed.sort((a, b) => a.key - b.key).map((entry) => entry.place);
}

function planListing(
  random: Random,
  now: Date,
  place: SeedPlace,
  index: number,
  usedTitles: Set<string>,
  terms?: JourneyTerms,
): ListingPlan {
  const picked = random.pick(place.categories);
  const category = terms?.category ?? picked;
  const profile = CATEGORY_PROFILES[category];
  const rentDraw = random.chance(profile.rentChance);
  const isRent = terms?.isRent ?? rentDraw;
  const listedFor: ListedFor = isRent ? 'For Rent' : 'For Sale';
  const sizeDraw = planSize(random, category, place);
  const propertySize = terms?.propertySize ?? sizeDraw;
  const bedRooms =
    terms?.bedRooms ??
    (category === 'Apartment' ? bedroomsForFlat(propertySize) : random.int(...profile.bedRooms));
  const bathRooms =
    category === 'Apartment' ? Math.max(2, bedRooms - random.int(0, 1)) : random.int(...profile.bathRooms);
  const rooms = Math.max(1, bedRooms + bathRooms + random.int(...profile.otherRooms));
  const factsInput = {
    category,
    tier: place.tier,
    division: place.division,
    isRent,
    builtYear: random.int(1998, 2025),
    propertySize,
    bedRooms,
    now,
  };
  const facts = planFacts(random, factsInput);
  const builtYear = planConstruction(random, facts, factsInput);
  const priced = priceListing(place.tier, category, propertySize, isRent, [random.next(), random.next()]);
  const { minPrice, maxPrice } = terms ? { minPrice: terms.rent, maxPrice: terms.rent } : priced;
  const yearlyTax = isRent ? 0 : roundTo(minPrice * (0.001 + random.next() * 0.002), 100);
  const ageHours = RECENT_AGES_IN_HOURS[index] ?? random.int(4 * 24, 120 * 24);
  const addedAt = new Date(now.getTime() - ageHours * HOUR - random.int(0, 59) * 60_000);
  const updatedAt = random.chance(0.3)
    ? new Date(addedAt.getTime() + random.next() * (now.getTime() - addedAt.getTime()) * 0.5)
    : addedAt;
  const text = composeListingText(
    random,
    { category, place, isRent, bedRooms, propertySize, facts },
    (title) => usedTitles.has(title),
  );
  if (terms) Object.assign(text, { title: terms.title, titleBn: terms.titleBn });
  const point = placePoint(random, place);
  return {
    index,
    owner: isFraudOwned(index) ? 'fraud' : index % 2 === 0 ? 'primary' : 'secondary',
    kind: random.pick(profile.kinds),
    ...text,
    // The place first: a card shows the address's first words (spec §2 property card).
    location: `${place.name}, ${makeStreetAddress(random, category)}, ${place.district}`,
    minPrice,
    maxPrice,
    previousPrice: null,
    priceCutAt: null,
    verificationStatus: isFraudOwned(index)
      ? 'verified'
      : isPending(index)
        ? 'pending'
        : isRejected(index)
          ? 'rejected'
          : 'verified',
    advertiseStatus: 'disadvertise',
    marketState: 'available',
    listedFor,
    category,
    ...planFacilities(random, category, facts),
    ...facts,
    bedRooms,
    bathRooms,
    rooms,
    builtYear,
    // The spec's monthly association fee: a building's service charge, in Taka.
    associationFee: facts.serviceCharge ?? (facts.hasLift ? roundTo(propertySize * 2, 500) : 0),
    yearlyTax,
    estimatedTaxes: roundTo(yearlyTax * (1 + random.next() * 0.25), 100),
    propertySize,
    division: place.division,
    district: place.district,
    upozila: place.upazila,
    area: place.area,
    locality: place.filedLocality,
    ...point,
    addedAt,
    updatedAt,
  };
}

function planSize(random: Random, category: Category, place: SeedPlace): number {
  if (category === 'Other') {
    // Land is sold by the katha (720 sq ft) in and around Dhaka and Chattogram, by the decimal elsewhere.
    const inKatha = place.tier !== 'divisionalCity' && place.tier !== 'town';
    return inKatha ? random.int(3, 12) * 720 : Math.round(random.int(5, 33) * 435.6);
  }
  return roundTo(random.int(...sizeRangeOf(category, place.tier)), 10);
}

/** Near the locality's or the area's centre in a city (within about 600 m), the district's elsewhere. */
function placePoint(random: Random, place: SeedPlace): { latitude: string; longitude: string } {
  const locality = place.filedLocality ? findLocality(place.filedLocality) : undefined;
  const area = listAreas(place.division, place.district).find((a) => a.name === place.area);
  const district = findDistrict(place.division, place.district);
  const centre = locality ?? area ?? district;
  if (!centre) throw new Error(`Unknown place ${place.name}`);
  const spread = locality || area ? 0.011 : 0.06;
  return {
    latitude: (centre.lat + (random.next() - 0.5) * spread).toFixed(6),
    longitude: (centre.lng + (random.next() - 0.5) * spread).toFixed(6),
  };
}

/** Advertised six, rented and newly reduced listings: each state shown somewhere (issue 26). */
function markStates(random: Random, plans: ListingPlan[], now: Date): ListingPlan[] {
  const isOpen = (plan: ListingPlan) =>
    plan.verificationStatus === 'verified' && plan.owner !== 'fraud' && plan.index >= 6;
  const advertised = new Set<number>();
  for (const category of ADVERTISED_CATEGORIES) {
    const plan = plans.find((p) => isOpen(p) && p.category === category && !isJourneyIndex(p.index));
    if (plan) advertised.add(plan.index);
  }
  let rentals = 0;
  return plans.map((plan) => {
    if (advertised.has(plan.index)) return { ...plan, advertiseStatus: 'advertise' };
    if (!isOpen(plan) || isJourneyIndex(plan.index)) return plan;
    if (plan.listedFor === 'For Rent' && rentals++ % 12 === 5) return { ...plan, marketState: 'rented' };
    if (random.chance(0.08)) return cutPrice(random, plan, now);
    return plan;
  });
}

/** The home page's 'Best For You': six categories, as the admin would choose them. */
const ADVERTISED_CATEGORIES: readonly Category[] = [
  'Apartment',
  'Condo',
  'Single Family House',
  'Office',
  'Residential',
  'Shop',
];

/** A listing the e2e journeys make their own offers on (journey-listings.ts): no demo deal takes it. */
export function isJourneyIndex(index: number): boolean {
  return JOURNEY_LISTINGS.has(index);
}

/** A cut a few days ago, 4–10 % off: the card's 'Price reduced' and the page's price history. */
function cutPrice(random: Random, plan: ListingPlan, now: Date): ListingPlan {
  const daysAgo = random.int(1, 20);
  const raise = 1.04 + random.next() * 0.06;
  const step = plan.listedFor === 'For Rent' ? 500 : 50_000;
  const previousPrice = {
    minPrice: roundTo(plan.minPrice * raise, step),
    maxPrice: roundTo(plan.maxPrice * raise, step),
  };
  const priceCutAt = new Date(Math.max(plan.addedAt.getTime() + HOUR, now.getTime() - daysAgo * DAY));
  return { ...plan, previousPrice, priceCutAt, updatedAt: priceCutAt };
}

function makeStreetAddress(random: Random, category: Category): string {
  if (category === 'Shop' || category === 'Commercial' || category === 'Office') {
    return `Holding ${random.int(2, 220)}, ${random.pick(STREETS)} Road`;
  }
  if (category === 'Other') return `Plot ${random.int(1, 90)}, ${random.pick(STREETS)} Road`;
  return random.chance(0.7)
    ? `House ${random.int(1, 120)}, Road ${random.int(1, 27)}`
    : `Plot ${random.int(1, 90)}, Block ${random.pick(['A', 'B', 'C', 'D', 'E'])}`;
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
