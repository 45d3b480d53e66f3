/**
 * Where the demo's listings are (issue 26): most in Dhaka, the rest in Chattogram, Sylhet, Khulna and
 * Rajshahi. Each spot says how many listings it gets, its price tier (prices.ts) and which categories
 * fit it: offices in Motijheel and Agrabad, studios only in Dhaka, plots and family houses in the towns.
 * City spots name a city area (decision 024) and, where people search by one, a locality (decision 049);
 * every division/district/upazila triple exists in BD_DIVISIONS (the seed test checks it).
 */
import type { Category } from '@nestlane/shared';
import type { PriceTier } from './prices';

export type SeedPlace = {
  division: string;
  district: string;
  upazila: string;
  /** A city area of Dhaka or Chattogram, '' for none. */
  area: string;
  /** A locality of the area (decision 049) the listing is filed under, '' for none. */
  filedLocality: string;
  /** The neighbourhood or town in the title and the address, in English and in Bangla. */
  name: string;
  nameBn: string;
  tier: PriceTier;
  /** How many demo listings are here. */
  count: number;
  /** The categories that fit, repeated by how often they come up. */
  categories: readonly Category[];
  /** A word for the title that fits the setting, in both languages ('Lakeview', 'লেকভিউ'). */
  flavour?: { en: string; bn: string };
};

/** Dhaka's dearest areas: flats and condos first, serviced studios, offices and shops on the main roads. */
const PRIME: readonly Category[] = [
  'Apartment',
  'Apartment',
  'Apartment',
  'Apartment',
  'Condo',
  'Condo',
  'Studio',
  'Office',
  'Shop',
  'Single Family House',
];
const UPSCALE: readonly Category[] = [
  'Apartment',
  'Apartment',
  'Apartment',
  'Apartment',
  'Condo',
  'Residential',
  'Studio',
  'Shop',
  'Office',
];
const CITY: readonly Category[] = [
  'Apartment',
  'Apartment',
  'Apartment',
  'Apartment',
  'Studio',
  'Residential',
  'Multi Family House',
  'Shop',
];
const BUSINESS: readonly Category[] = ['Office', 'Office', 'Commercial', 'Shop', 'Apartment'];
const OUTSKIRTS: readonly Category[] = [
  'Apartment',
  'Apartment',
  'Multi Family House',
  'Residential',
  'Single Family House',
  'Commercial',
  'Other',
  'Shop',
];
const DIVISIONAL: readonly Category[] = [
  'Apartment',
  'Apartment',
  'Apartment',
  'Multi Family House',
  'Residential',
  'Single Family House',
  'Shop',
  'Office',
  'Other',
];
const TOWN: readonly Category[] = [
  'Single Family House',
  'Residential',
  'Multi Family House',
  'Apartment',
  'Shop',
  'Other',
  'Other',
];

type SpotOptions = Pick<SeedPlace, 'tier' | 'count' | 'categories'> & { flavour?: SeedPlace['flavour'] };

/** A spot in a city area; `locality` is one of its localities, or '' to name the area itself. */
function inCity(
  city: 'Dhaka' | 'Chattogram',
  area: string,
  locality: string,
  names: { name: string; nameBn: string },
  options: SpotOptions,
): SeedPlace {
  const upazila = city === 'Dhaka' ? 'Dhaka Metropolitan' : 'Chattogram Metropolitan';
  return { division: city, district: city, upazila, area, filedLocality: locality, ...names, ...options };
}

function inTown(
  division: string,
  district: string,
  upazila: string,
  names: { name: string; nameBn: string },
  options: SpotOptions,
): SeedPlace {
  return { division, district, upazila, area: '', filedLocality: '', ...names, ...options };
}

const n = (name: string, nameBn: string) => ({ name, nameBn });
const LAKE = { en: 'Lakeview', bn: 'লেকভিউ' };
const RIVER = { en: 'Riverside', bn: 'নদীর ধারে' };
const HILL = { en: 'Hillside', bn: 'পাহাড়ের ধারে' };

export const SEED_PLACES: readonly SeedPlace[] = [
  // Dhaka city: 103 listings.
  inCity('Dhaka', 'Gulshan', 'Gulshan 2', n('Gulshan 2', 'গুলশান ২'), {
    tier: 'prime',
    count: 10,
    categories: PRIME,
    flavour: LAKE,
  }),
  inCity('Dhaka', 'Gulshan', 'Gulshan 1', n('Gulshan 1', 'গুলশান ১'), {
    tier: 'prime',
    count: 8,
    categories: PRIME,
  }),
  inCity('Dhaka', 'Gulshan', 'Baridhara', n('Baridhara', 'বারিধারা'), {
    tier: 'prime',
    count: 4,
    categories: PRIME,
    flavour: LAKE,
  }),
  inCity('Dhaka', 'Gulshan', 'Niketan', n('Niketan', 'নিকেতন'), {
    tier: 'upscale',
    count: 5,
    categories: UPSCALE,
  }),
  inCity('Dhaka', 'Banani', 'Banani Road 11', n('Banani', 'বনানী'), {
    tier: 'prime',
    count: 8,
    categories: PRIME,
  }),
  inCity('Dhaka', 'Gulshan', 'Mohakhali', n('Mohakhali', 'মহাখালী'), {
    tier: 'city',
    count: 4,
    categories: BUSINESS,
  }),
  inCity('Dhaka', 'Dhanmondi', 'Dhanmondi Road 8/A', n('Dhanmondi', 'ধানমন্ডি'), {
    tier: 'upscale',
    count: 5,
    categories: UPSCALE,
    flavour: LAKE,
  }),
  inCity('Dhaka', 'Dhanmondi', 'Dhanmondi Road 16', n('Dhanmondi 27', 'ধানমন্ডি ২৭'), {
    tier: 'upscale',
    count: 5,
    categories: UPSCALE,
  }),
  inCity('Dhaka', 'Mohammadpur', 'Lalmatia', n('Lalmatia', 'লালমাটিয়া'), {
    tier: 'city',
    count: 4,
    categories: CITY,
  }),
  inCity('Dhaka', 'Mohammadpur', 'Mohammadia Housing', n('Mohammadpur', 'মোহাম্মদপুর'), {
    tier: 'city',
    count: 5,
    categories: CITY,
  }),
  inCity('Dhaka', 'Vatara', 'Bashundhara R/A', n('Bashundhara R/A', 'বসুন্ধরা আ/এ'), {
    tier: 'upscale',
    count: 6,
    categories: UPSCALE,
  }),
  inCity('Dhaka', 'Vatara', 'Bashundhara Block D', n('Bashundhara Block D', 'বসুন্ধরা ব্লক ডি'), {
    tier: 'upscale',
    count: 4,
    categories: UPSCALE,
  }),
  inCity('Dhaka', 'Badda', 'Aftabnagar', n('Aftabnagar', 'আফতাবনগর'), {
    tier: 'city',
    count: 5,
    categories: CITY,
  }),
  inCity('Dhaka', 'Khilgaon', 'Khilgaon Taltola', n('Khilgaon', 'খিলগাঁও'), {
    tier: 'city',
    count: 4,
    categories: CITY,
  }),
  inCity('Dhaka', 'Uttara West', 'Uttara Sector 7', n('Uttara Sector 7', 'উত্তরা সেক্টর ৭'), {
    tier: 'city',
    count: 6,
    categories: CITY,
  }),
  inCity('Dhaka', 'Uttara East', 'Uttara Sector 4', n('Uttara Sector 4', 'উত্তরা সেক্টর ৪'), {
    tier: 'city',
    count: 5,
    categories: CITY,
  }),
  inCity('Dhaka', 'Mirpur', 'Mirpur 10', n('Mirpur 10', 'মিরপুর ১০'), {
    tier: 'city',
    count: 6,
    categories: CITY,
  }),
  inCity('Dhaka', 'Pallabi', 'Mirpur DOHS', n('Mirpur DOHS', 'মিরপুর ডিওএইচএস'), {
    tier: 'city',
    count: 4,
    categories: CITY,
  }),
  inCity('Dhaka', 'Motijheel', '', n('Motijheel', 'মতিঝিল'), {
    tier: 'city',
    count: 5,
    categories: BUSINESS,
  }),
  // Dhaka's edge: 22 listings.
  inTown('Dhaka', 'Dhaka', 'Savar', n('Savar', 'সাভার'), {
    tier: 'outskirts',
    count: 5,
    categories: OUTSKIRTS,
  }),
  inTown('Dhaka', 'Dhaka', 'Keraniganj', n('Jinjira', 'জিঞ্জিরা'), {
    tier: 'outskirts',
    count: 3,
    categories: OUTSKIRTS,
    flavour: RIVER,
  }),
  inTown('Dhaka', 'Gazipur', 'Gazipur Sadar', n('Tongi', 'টঙ্গী'), {
    tier: 'outskirts',
    count: 5,
    categories: OUTSKIRTS,
  }),
  inTown('Dhaka', 'Narayanganj', 'Narayanganj Sadar', n('Chashara', 'চাষাড়া'), {
    tier: 'outskirts',
    count: 5,
    categories: OUTSKIRTS,
  }),
  inTown('Dhaka', 'Narayanganj', 'Rupganj', n('Purbachal', 'পূর্বাচল'), {
    tier: 'outskirts',
    count: 4,
    categories: OUTSKIRTS,
    flavour: LAKE,
  }),
  // Chattogram: 35 listings.
  inCity('Chattogram', 'Khulshi', 'South Khulshi', n('Khulshi', 'খুলশী'), {
    tier: 'upscale',
    count: 6,
    categories: UPSCALE,
    flavour: HILL,
  }),
  inCity('Chattogram', 'Panchlaish', 'Nasirabad', n('Nasirabad', 'নাসিরাবাদ'), {
    tier: 'city',
    count: 5,
    categories: CITY,
  }),
  inCity('Chattogram', 'Panchlaish', 'Panchlaish R/A', n('Panchlaish', 'পাঁচলাইশ'), {
    tier: 'city',
    count: 4,
    categories: CITY,
  }),
  inCity('Chattogram', 'Double Mooring', 'Agrabad', n('Agrabad', 'আগ্রাবাদ'), {
    tier: 'city',
    count: 6,
    categories: BUSINESS,
  }),
  inCity('Chattogram', 'Halishahar', 'Halishahar Housing Estate', n('Halishahar', 'হালিশহর'), {
    tier: 'city',
    count: 4,
    categories: CITY,
  }),
  inTown('Chattogram', "Cox's Bazar", "Cox's Bazar Sadar", n('Kolatoli', 'কলাতলী'), {
    tier: 'divisionalCity',
    count: 5,
    categories: ['Apartment', 'Apartment', 'Commercial', 'Shop', 'Other'],
    flavour: { en: 'Sea-View', bn: 'সি-ভিউ' },
  }),
  inTown('Chattogram', 'Chattogram', 'Hathazari', n('Hathazari', 'হাটহাজারী'), {
    tier: 'town',
    count: 3,
    categories: TOWN,
    flavour: HILL,
  }),
  inTown('Chattogram', 'Cumilla', 'Cumilla Sadar', n('Kandirpar', 'কান্দিরপাড়'), {
    tier: 'divisionalCity',
    count: 2,
    categories: DIVISIONAL,
  }),
  // Sylhet: 15 listings.
  inTown('Sylhet', 'Sylhet', 'Sylhet Sadar', n('Zindabazar', 'জিন্দাবাজার'), {
    tier: 'divisionalCity',
    count: 5,
    categories: DIVISIONAL,
  }),
  inTown('Sylhet', 'Sylhet', 'Sylhet Sadar', n('Upashahar', 'উপশহর'), {
    tier: 'divisionalCity',
    count: 5,
    categories: DIVISIONAL,
  }),
  inTown('Sylhet', 'Moulvibazar', 'Sreemangal', n('Sreemangal', 'শ্রীমঙ্গল'), {
    tier: 'town',
    count: 3,
    categories: TOWN,
    flavour: { en: 'Tea-Garden', bn: 'চা-বাগানের পাশে' },
  }),
  inTown('Sylhet', 'Habiganj', 'Habiganj Sadar', n('Habiganj Town', 'হবিগঞ্জ শহর'), {
    tier: 'town',
    count: 2,
    categories: TOWN,
  }),
  // Khulna: 15 listings.
  inTown('Khulna', 'Khulna', 'Rupsha', n('Rupsha', 'রূপসা'), {
    tier: 'divisionalCity',
    count: 6,
    categories: DIVISIONAL,
    flavour: RIVER,
  }),
  inTown('Khulna', 'Jashore', 'Jessore Sadar', n('Jashore Town', 'যশোর শহর'), {
    tier: 'divisionalCity',
    count: 4,
    categories: DIVISIONAL,
  }),
  inTown('Khulna', 'Kushtia', 'Kushtia Sadar', n('Kushtia Town', 'কুষ্টিয়া শহর'), {
    tier: 'town',
    count: 3,
    categories: TOWN,
  }),
  inTown('Khulna', 'Bagerhat', 'Mongla', n('Mongla Port', 'মোংলা বন্দর'), {
    tier: 'town',
    count: 2,
    categories: ['Commercial', 'Other', 'Single Family House'],
    flavour: RIVER,
  }),
  // Rajshahi: 15 listings.
  inTown('Rajshahi', 'Rajshahi', 'Paba', n('Naohata', 'নওহাটা'), {
    tier: 'divisionalCity',
    count: 7,
    categories: DIVISIONAL,
  }),
  inTown('Rajshahi', 'Bogura', 'Bogra Sadar', n('Satmatha', 'সাতমাথা'), {
    tier: 'divisionalCity',
    count: 5,
    categories: DIVISIONAL,
  }),
  inTown('Rajshahi', 'Natore', 'Natore Sadar', n('Natore Town', 'নাটোর শহর'), {
    tier: 'town',
    count: 3,
    categories: TOWN,
  }),
];
