/**
 * What a listing of each category looks like: its picture, size, rooms, and the words
 * used for its title and description. Prices are in seed/prices.ts (Taka, by place and size).
 */
import type { Category } from '@nestlane/shared';
import type { BuildingKind } from './art/property-scene';

type Range = readonly [number, number];

export type CategoryProfile = {
  kinds: readonly BuildingKind[];
  rentChance: number;
  bedRooms: Range;
  bathRooms: Range;
  /** Rooms beyond the bedrooms (living, dining, store…). */
  otherRooms: Range;
  sizeSqft: Range;
  /** `{beds}` is replaced by the bedroom count. */
  titles: readonly string[];
  openers: readonly string[];
};

export const CATEGORY_PROFILES: Record<Category, CategoryProfile> = {
  Apartment: {
    kinds: ['apartment'],
    rentChance: 0.45,
    bedRooms: [2, 4],
    bathRooms: [2, 3],
    otherRooms: [2, 3],
    sizeSqft: [950, 2400],
    titles: ['{beds}-Bed Apartment', '{beds}-Bed Family Apartment', '{beds}-Bed Flat with Balcony'],
    openers: [
      'A bright {beds}-bedroom apartment on a middle floor with cross ventilation and a south-facing balcony.',
      'A well-kept {beds}-bedroom flat in a gated building with a lift, generator backup and a guard at the gate.',
    ],
  },
  Condo: {
    kinds: ['apartment'],
    rentChance: 0.3,
    bedRooms: [2, 4],
    bathRooms: [2, 4],
    otherRooms: [2, 4],
    sizeSqft: [1200, 3000],
    titles: ['{beds}-Bed Condo', '{beds}-Bed Condominium Suite', 'Corner {beds}-Bed Condo'],
    openers: [
      'A {beds}-bedroom condominium unit with a shared rooftop garden, a gym and covered parking for residents.',
      'A corner {beds}-bedroom condo with wide windows on two sides and a managed building with round-the-clock security.',
    ],
  },
  Studio: {
    kinds: ['apartment'],
    rentChance: 0.75,
    bedRooms: [1, 1],
    bathRooms: [1, 1],
    otherRooms: [0, 1],
    sizeSqft: [350, 650],
    titles: ['Studio Flat', 'Furnished Studio', 'Compact Studio Apartment'],
    openers: [
      'A compact studio with a kitchenette, built-in wardrobe and a small balcony, ideal for a single professional or student.',
      'A furnished studio on an upper floor with a combined living and sleeping area and a separate bathroom.',
    ],
  },
  'Single Family House': {
    kinds: ['house'],
    rentChance: 0.25,
    bedRooms: [3, 5],
    bathRooms: [2, 4],
    otherRooms: [2, 4],
    sizeSqft: [1800, 4200],
    titles: ['{beds}-Bed Family Home', '{beds}-Bed House with Garden', 'Detached {beds}-Bed Villa'],
    openers: [
      'A detached {beds}-bedroom house on its own plot, with a front lawn, a car porch and a rooftop terrace.',
      'A quiet {beds}-bedroom family home set back from the road behind a boundary wall and a small garden.',
    ],
  },
  'Multi Family House': {
    kinds: ['apartment', 'house'],
    rentChance: 0.2,
    bedRooms: [6, 12],
    bathRooms: [4, 8],
    otherRooms: [3, 6],
    sizeSqft: [3600, 9000],
    titles: ['Multi-Family Building', 'Four-Unit Residential Building', 'Duplex Family Block'],
    openers: [
      'A multi-family building with separate flats on each floor, each with its own kitchen, meter and entrance.',
      'A residential block arranged as independent units, well suited to an extended family or as a rental investment.',
    ],
  },
  Residential: {
    kinds: ['house'],
    rentChance: 0.35,
    bedRooms: [3, 5],
    bathRooms: [2, 4],
    otherRooms: [2, 3],
    sizeSqft: [2000, 5000],
    titles: ['Duplex Residence', '{beds}-Bed Residence', 'Residential House with Rooftop'],
    openers: [
      'A two-level residence with {beds} bedrooms, a double-height living room and a private rooftop.',
      'A solid {beds}-bedroom residential house on a corner plot with parking for two cars.',
    ],
  },
  Office: {
    kinds: ['office'],
    rentChance: 0.6,
    bedRooms: [0, 0],
    bathRooms: [1, 4],
    otherRooms: [4, 12],
    sizeSqft: [1500, 12000],
    titles: ['Office Floor', 'Furnished Office Space', 'Corporate Office Suite'],
    openers: [
      'An open-plan office floor with a reception, meeting rooms and a pantry, ready for a team to move in.',
      'A furnished office suite in a glass-fronted commercial tower with high-speed lifts and a backup generator.',
    ],
  },
  Commercial: {
    kinds: ['office', 'warehouse'],
    rentChance: 0.5,
    bedRooms: [0, 0],
    bathRooms: [1, 4],
    otherRooms: [2, 8],
    sizeSqft: [3000, 20000],
    titles: ['Commercial Space', 'Warehouse and Showroom', 'Commercial Building'],
    openers: [
      'A commercial property on a busy road with loading access, a large floor plate and a showroom front.',
      'A warehouse with a showroom and offices, three roller-shutter bays and room for covered truck loading.',
    ],
  },
  Shop: {
    kinds: ['shop'],
    rentChance: 0.65,
    bedRooms: [0, 0],
    bathRooms: [0, 1],
    otherRooms: [1, 2],
    sizeSqft: [200, 1200],
    titles: ['Corner Shop Space', 'Retail Shop in Market', 'Ground-Floor Shop'],
    openers: [
      'A ground-floor shop with a wide glass front and steady footfall from the neighbouring bazar.',
      'A retail unit in a busy market row with a roller shutter, storage at the back and a signboard space.',
    ],
  },
  Other: {
    kinds: ['warehouse', 'house'],
    rentChance: 0.3,
    bedRooms: [0, 2],
    bathRooms: [1, 2],
    otherRooms: [1, 4],
    sizeSqft: [2500, 40000],
    titles: ['Agro Plot with Farmhouse', 'Resort Plot', 'Mixed-Use Property'],
    openers: [
      'A walled plot with a small farmhouse, a pond and fruit trees, suitable for agro-business or a weekend retreat.',
      'A mixed-use property with a building on part of the land and open space for expansion.',
    ],
  },
};

export const TITLE_WORDS = [
  'Modern',
  'Spacious',
  'Sunny',
  'Elegant',
  'Cozy',
  'Bright',
  'Quiet',
  'Renovated',
  'Premium',
  'Garden-Facing',
];

export const NEIGHBOURHOOD_SENTENCES = [
  'Schools, a hospital and the main bazar are within a ten-minute walk.',
  'The main road is two minutes away, with buses and CNG stands close by.',
  'The neighbourhood is calm at night and has a mosque, a park and grocery shops nearby.',
  'Banks, restaurants and a supermarket are a short rickshaw ride away.',
  'The area has reliable electricity, gas and water supply, and the road does not flood in the monsoon.',
];

export const CLOSING_SENTENCES = [
  'Papers are clear and ready for a quick handover.',
  'Viewings can be arranged any day of the week.',
  'The owner prefers a long-term arrangement with a careful buyer or tenant.',
  'Price is negotiable for a serious buyer.',
];
