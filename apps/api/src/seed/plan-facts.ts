/**
 * The demo's facts (decision 047) and facilities, fitted to the category and the place (issue 26): a
 * Gulshan flat has a lift, a generator and a parking space, a town house piped gas or a cylinder and a
 * yard; a flat never has a basketball court and no home in Bangladesh a fireplace. A rental has its
 * terms (advance, service charge, available from, who may rent); a sale none of them.
 */
import {
  type Category,
  FACINGS,
  findDhakaMonth,
  INTERIOR_FACILITIES,
  type ListingFacts,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
  type TenantType,
} from '@nestlane/shared';
import type { PriceTier } from './prices';
import type { Random } from './random';

export type PlannedFacilities = {
  interiorFacilities: string[];
  outdoorFacilities: string[];
  otherFacilities: string[];
};

type FactsInput = {
  category: Category;
  tier: PriceTier;
  division: string;
  isRent: boolean;
  builtYear: number;
  propertySize: number;
  bedRooms: number;
  now: Date;
};

const HOMES = new Set<Category>(['Apartment', 'Condo', 'Studio']);
const HOUSES = new Set<Category>(['Single Family House', 'Multi Family House', 'Residential']);
const DHAKA_OR_CHATTOGRAM_CITY = new Set<PriceTier>(['prime', 'upscale', 'city']);
/** How tall the buildings are where the listing is. */
const STOREYS: Record<PriceTier, readonly [number, number]> = {
  prime: [8, 14],
  upscale: [7, 12],
  city: [6, 10],
  outskirts: [5, 7],
  divisionalCity: [5, 8],
  town: [3, 5],
};

/** 'YYYY-MM', `months` after this Asia/Dhaka month. */
export function monthsAhead(now: Date, months: number): string {
  const [year = 2026, month = 1] = findDhakaMonth(now).split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function planFacts(random: Random, input: FactsInput): ListingFacts {
  const { category, tier, isRent } = input;
  const facts = emptyFacts();
  const isHome = HOMES.has(category);
  const isHouse = HOUSES.has(category);
  facts.facing = category === 'Other' ? null : random.pick(FACINGS);
  if (isHome || category === 'Office' || category === 'Shop') {
    const total = random.int(...STOREYS[tier]);
    facts.totalFloors = total;
    facts.floor = category === 'Shop' ? random.int(0, 1) : random.int(1, total);
    facts.hasLift = total >= 6;
  } else if (isHouse) {
    facts.totalFloors = category === 'Multi Family House' ? random.int(4, 7) : random.int(2, 3);
    facts.hasLift = facts.totalFloors >= 6;
  } else if (category === 'Commercial') {
    facts.totalFloors = random.int(1, 3);
    facts.hasLift = false;
  }
  if (isHome || isHouse) {
    facts.gas = planGas(random, input);
    facts.balconies = category === 'Studio' ? random.int(0, 1) : random.int(1, 3);
    facts.parkingSpaces = planParking(random, tier, category);
    facts.furnishing =
      category === 'Studio'
        ? random.pick(['semi', 'full'] as const)
        : isRent && (tier === 'prime' || tier === 'upscale') && random.chance(0.4)
          ? 'semi'
          : 'unfurnished';
  } else if (category === 'Office') {
    facts.parkingSpaces = random.int(0, 4);
    facts.furnishing = random.pick(['unfurnished', 'semi', 'full'] as const);
  }
  if (category !== 'Other') {
    facts.powerBackup = facts.hasLift ? 'generator' : random.chance(0.6) ? 'ips' : 'none';
  }
  if (isHouse || category === 'Other' || category === 'Commercial') planLand(facts, input);
  if (isRent) planRentalTerms(random, facts, input);
  else facts.construction = category === 'Other' ? null : 'ready';
  return facts;
}

/** A share of flats for sale in the cities are still being built, with a handover month ahead. */
export function planConstruction(random: Random, facts: ListingFacts, input: FactsInput): number {
  const canBeNew =
    !input.isRent &&
    (input.category === 'Apartment' || input.category === 'Condo') &&
    input.tier !== 'town' &&
    input.tier !== 'divisionalCity';
  if (!canBeNew || !random.chance(0.3)) return input.builtYear;
  const handover = monthsAhead(input.now, random.int(4, 26));
  facts.construction = 'under_construction';
  facts.handoverMonth = handover;
  return Number(handover.slice(0, 4));
}

function planGas(random: Random, input: FactsInput): ListingFacts['gas'] {
  // Piped gas reached older buildings of Dhaka, Chattogram and Sylhet; new connections stopped in
  // 2009–2010, so newer ones cook on cylinders. Khulna and Rajshahi have almost no piped gas.
  const hasPipes = ['Dhaka', 'Chattogram', 'Sylhet'].includes(input.division) && input.tier !== 'town';
  if (hasPipes && input.builtYear < 2010) return 'piped';
  return random.chance(0.95) ? 'cylinder' : 'none';
}

function planParking(random: Random, tier: PriceTier, category: Category): number {
  if (category === 'Studio') return 0;
  if (tier === 'prime' || category === 'Condo') return random.int(1, 2);
  if (DHAKA_OR_CHATTOGRAM_CITY.has(tier)) return random.int(0, 1);
  return random.int(0, 2);
}

function planLand(facts: ListingFacts, input: FactsInput) {
  // Dhaka and Chattogram measure land in katha, the rest of the country mostly in decimal.
  const inKatha = DHAKA_OR_CHATTOGRAM_CITY.has(input.tier) || input.tier === 'outskirts';
  if (input.category === 'Other') {
    facts.landSize = round2(input.propertySize / (inKatha ? 720 : 435.6));
    facts.landUnit = inKatha ? 'katha' : 'decimal';
    return;
  }
  // A building stands on land larger than its footprint but smaller than its floors together.
  const landSqft = Math.max(1440, input.propertySize * (input.category === 'Multi Family House' ? 0.3 : 0.7));
  facts.landSize = inKatha
    ? Math.max(2, Math.round(landSqft / 720))
    : Math.max(3, Math.round(landSqft / 435.6));
  facts.landUnit = inKatha ? 'katha' : 'decimal';
}

function planRentalTerms(random: Random, facts: ListingFacts, input: FactsInput) {
  const isBusiness = ['Office', 'Shop', 'Commercial'].includes(input.category);
  facts.advanceMonths = isBusiness ? random.pick([3, 6, 6, 12]) : random.pick([1, 2, 2, 2, 3]);
  facts.availableFrom = monthsAhead(input.now, random.int(0, 2));
  if (facts.hasLift) {
    const perSqft = input.tier === 'prime' ? 5 : input.tier === 'upscale' ? 3.5 : 2;
    facts.serviceCharge = Math.round((input.propertySize * perSqft) / 500) * 500;
  } else facts.serviceCharge = isBusiness ? 1_000 : random.pick([0, 500, 1_000]);
  if (!isBusiness) facts.tenantType = planTenant(random, input.category);
}

function planTenant(random: Random, category: Category): TenantType {
  if (category === 'Studio') return random.pick(['bachelor_men', 'bachelor_women', 'any'] as const);
  if (category === 'Apartment') return random.pick(['family', 'family', 'family', 'any', 'sublet'] as const);
  return 'family';
}

/** Facilities that fit: a flat's lift and geyser, a house's yard and garage, an office's lift and WiFi. */
export function planFacilities(random: Random, category: Category, facts: ListingFacts): PlannedFacilities {
  const interior: string[] = [];
  const outdoor: string[] = [];
  const other: string[] = [];
  const isHome = HOMES.has(category) || HOUSES.has(category);
  if (isHome && category !== 'Studio') interior.push('Equipped Kitchen');
  if (isHome && random.chance(0.6)) interior.push('Hot Bath');
  if (category === 'Condo') interior.push('Gym');
  if (HOUSES.has(category) && random.chance(0.5)) interior.push('Laundry');
  if (category === 'Office' && random.chance(0.5)) interior.push('Equipped Kitchen');
  if (HOUSES.has(category) || category === 'Other') outdoor.push('Back yard');
  if ((facts.parkingSpaces ?? 0) > 0 || category === 'Commercial') outdoor.push('Garage Attached');
  if (facts.hasLift) outdoor.push('Chair Accessible');
  if (category === 'Condo' && random.chance(0.5)) outdoor.push('Pool');
  if (category !== 'Other' || random.chance(0.5)) outdoor.push('Water');
  if (facts.hasLift) other.push('Elevator');
  if (facts.furnishing === 'full') other.push('Washer and dryer');
  if (category !== 'Other' && random.chance(0.6)) other.push('WiFi');
  return {
    interiorFacilities: INTERIOR_FACILITIES.filter((name) => interior.includes(name)),
    outdoorFacilities: OUTDOOR_FACILITIES.filter((name) => outdoor.includes(name)),
    otherFacilities: OTHER_FACILITIES.filter((name) => other.includes(name)),
  };
}

function emptyFacts(): ListingFacts {
  return {
    floor: null,
    totalFloors: null,
    facing: null,
    hasLift: null,
    gas: null,
    powerBackup: null,
    parkingSpaces: null,
    balconies: null,
    furnishing: null,
    construction: null,
    handoverMonth: null,
    advanceMonths: null,
    serviceCharge: null,
    availableFrom: null,
    tenantType: null,
    landSize: null,
    landUnit: null,
    // The whole price, as every listing from before booking money (decision 055).
    bookingPercent: null,
    bookingAmount: null,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
