/**
 * What a listing of each category looks like: its picture, size, rooms and how often it is let rather
 * than sold. Words are in listing-words.ts (English and Bangla), facts and facilities in listing-facts.ts,
 * prices in prices.ts (Taka, by place and size).
 */
import type { Category } from '@nestlane/shared';
import type { BuildingKind } from './art/property-scene';
import type { PriceTier } from './prices';

type Range = readonly [number, number];

export type CategoryProfile = {
  kinds: readonly BuildingKind[];
  rentChance: number;
  bedRooms: Range;
  bathRooms: Range;
  /** Rooms beyond the bedrooms and bathrooms (living, dining, store…). */
  otherRooms: Range;
  sizeSqft: Range;
};

export const CATEGORY_PROFILES: Record<Category, CategoryProfile> = {
  Apartment: {
    kinds: ['apartment'],
    rentChance: 0.55,
    bedRooms: [2, 4],
    bathRooms: [2, 3],
    otherRooms: [2, 3],
    sizeSqft: [950, 2400],
  },
  Condo: {
    kinds: ['apartment'],
    rentChance: 0.4,
    bedRooms: [3, 4],
    bathRooms: [3, 4],
    otherRooms: [2, 4],
    sizeSqft: [1800, 3600],
  },
  Studio: {
    kinds: ['apartment'],
    rentChance: 0.85,
    bedRooms: [1, 1],
    bathRooms: [1, 1],
    otherRooms: [0, 1],
    sizeSqft: [380, 650],
  },
  'Single Family House': {
    kinds: ['house'],
    rentChance: 0.3,
    bedRooms: [3, 5],
    bathRooms: [2, 4],
    otherRooms: [2, 4],
    sizeSqft: [1800, 4200],
  },
  'Multi Family House': {
    kinds: ['apartment', 'house'],
    rentChance: 0.2,
    bedRooms: [6, 12],
    bathRooms: [4, 8],
    otherRooms: [3, 6],
    sizeSqft: [3600, 9000],
  },
  Residential: {
    kinds: ['house'],
    rentChance: 0.35,
    bedRooms: [3, 5],
    bathRooms: [2, 4],
    otherRooms: [2, 3],
    sizeSqft: [2000, 5000],
  },
  Office: {
    kinds: ['office'],
    rentChance: 0.7,
    bedRooms: [0, 0],
    bathRooms: [1, 4],
    otherRooms: [4, 12],
    sizeSqft: [1200, 4000],
  },
  Commercial: {
    kinds: ['warehouse', 'office'],
    rentChance: 0.5,
    bedRooms: [0, 0],
    bathRooms: [1, 4],
    otherRooms: [2, 8],
    sizeSqft: [3000, 16000],
  },
  Shop: {
    kinds: ['shop'],
    rentChance: 0.6,
    bedRooms: [0, 0],
    bathRooms: [0, 1],
    otherRooms: [1, 2],
    sizeSqft: [300, 900],
  },
  Other: {
    kinds: ['warehouse', 'house'],
    rentChance: 0.1,
    bedRooms: [0, 0],
    bathRooms: [0, 1],
    otherRooms: [1, 2],
    sizeSqft: [2160, 14400],
  },
};

/** A flat's size by where it is: a Gulshan family flat is larger than a district town's. */
const FLAT_SIZES: Record<PriceTier, Range> = {
  prime: [1600, 3400],
  upscale: [1350, 2600],
  city: [950, 1750],
  outskirts: [850, 1400],
  divisionalCity: [900, 1600],
  town: [800, 1300],
};

export function sizeRangeOf(category: Category, tier: PriceTier): Range {
  return category === 'Apartment' ? FLAT_SIZES[tier] : CATEGORY_PROFILES[category].sizeSqft;
}

/** A flat's bedrooms follow its size: about 500 sq ft a bedroom, two to four. */
export function bedroomsForFlat(sizeSqft: number): number {
  return Math.max(2, Math.min(4, Math.round(sizeSqft / 550)));
}
