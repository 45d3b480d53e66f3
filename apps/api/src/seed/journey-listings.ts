/**
 * Listings the demo journeys rely on (issue 11's "a 3-bedroom flat for rent in Gulshan under a budget",
 * e2e/specs/search-journey.spec.ts): by index, their place, kind, rooms, size, rent and titles are fixed;
 * the rest (facts, description, pictures) is planned as for any listing.
 */
import type { Category } from '@nestlane/shared';

export type JourneyTerms = {
  placeName: string;
  category: Category;
  isRent: boolean;
  bedRooms: number;
  propertySize: number;
  /** One monthly rent. */
  rent: number;
  title: string;
  titleBn: string;
};

export const JOURNEY_LISTINGS: ReadonlyMap<number, JourneyTerms> = new Map([
  [
    44,
    {
      placeName: 'Gulshan 2',
      category: 'Apartment',
      isRent: true,
      bedRooms: 3,
      propertySize: 1_650,
      rent: 85_000,
      title: 'Lakeside 3-Bed Family Flat in Gulshan 2',
      titleBn: 'লেকের ধারে ৩ বেডরুমের ফ্যামিলি ফ্ল্যাট ভাড়া, গুলশান ২',
    },
  ],
  [
    4,
    {
      placeName: 'Gulshan 1',
      category: 'Apartment',
      isRent: true,
      bedRooms: 2,
      propertySize: 1_150,
      rent: 62_000,
      title: 'Renovated 2-Bed Flat with Balcony in Gulshan 1',
      titleBn: 'সংস্কার করা, বারান্দাসহ ২ বেডরুমের ফ্ল্যাট ভাড়া, গুলশান ১',
    },
  ],
]);
