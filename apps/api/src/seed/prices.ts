/**
 * Demo prices in Taka (issue 26, decision 045), from the price per square foot of the place and
 * the category, so a listing's price fits where it is and how big it is: a Gulshan flat asks
 * crores and a lakh or more a month, a district-town flat lakhs and a few thousand a month. The
 * figures per tier are from the public sources named in docs/prices.md.
 */
import type { Category } from '@nestlane/shared';

type Range = readonly [number, number];

export type PriceTier = 'prime' | 'upscale' | 'city' | 'outskirts' | 'divisionalCity' | 'town';

/** Taka per sq ft to buy, and per sq ft a month to rent, of a flat in each tier. */
export const PRICE_TIERS: Record<PriceTier, { salePerSqft: Range; rentPerSqft: Range }> = {
  // Gulshan 1 and 2, Banani, Baridhara.
  prime: { salePerSqft: [16_000, 26_000], rentPerSqft: [50, 80] },
  // Dhanmondi, Bashundhara R/A, Niketan; Khulshi in Chattogram.
  upscale: { salePerSqft: [12_000, 17_000], rentPerSqft: [20, 30] },
  // Uttara, Mirpur, Mohammadpur, Badda, Khilgaon, Motijheel, Mohakhali; Agrabad, Nasirabad,
  // Panchlaish and Halishahar in Chattogram.
  city: { salePerSqft: [8_000, 12_000], rentPerSqft: [14, 20] },
  // Savar, Keraniganj, Gazipur, Narayanganj, Purbachal: Dhaka's edge.
  outskirts: { salePerSqft: [5_000, 7_500], rentPerSqft: [9, 14] },
  // The towns at the head of a division or a large district (Sylhet, Khulna, Rajshahi, Bogura,
  // Jashore, Cumilla, Cox's Bazar).
  divisionalCity: { salePerSqft: [4_000, 6_000], rentPerSqft: [7, 11] },
  // District and upazila towns.
  town: { salePerSqft: [2_500, 4_000], rentPerSqft: [5, 8] },
};

/**
 * How a category's price per sq ft compares with a flat's: a shop front asks more per foot, a
 * warehouse or a plot with a shed far less; rents of offices and shops run higher than homes'.
 */
const CATEGORY_FACTORS: Record<Category, { sale: number; rent: number }> = {
  Apartment: { sale: 1, rent: 1 },
  Condo: { sale: 1.15, rent: 1.15 },
  Studio: { sale: 1, rent: 1 },
  'Single Family House': { sale: 1.1, rent: 0.9 },
  'Multi Family House': { sale: 0.9, rent: 0.85 },
  Residential: { sale: 1, rent: 0.9 },
  Office: { sale: 1.05, rent: 1.2 },
  Commercial: { sale: 0.75, rent: 0.9 },
  Shop: { sale: 1.6, rent: 2.2 },
  Other: { sale: 0.3, rent: 0.35 },
};

function roundTaka(amount: number, step: number): number {
  return Math.max(step, Math.round(amount / step) * step);
}

/** Rents to the ৳500 (৳100 under ৳10,000); sales to the ৳10,000, the ৳50,000 from 10 lakh, the lakh from 1 crore. */
function roundPrice(amount: number, isRent: boolean): number {
  if (isRent) return roundTaka(amount, amount < 10_000 ? 100 : 500);
  return roundTaka(amount, amount >= 10_000_000 ? 100_000 : amount >= 1_000_000 ? 50_000 : 10_000);
}

/**
 * A listing's price from two draws in [0, 1): where it sits in its tier's range per sq ft, and how
 * far a sale's asking range reaches above its floor. A rent is one monthly figure (issue 26).
 */
export function priceListing(
  tier: PriceTier,
  category: Category,
  sizeSqft: number,
  isRent: boolean,
  draws: readonly [number, number],
): { minPrice: number; maxPrice: number } {
  const [low, high] = isRent ? PRICE_TIERS[tier].rentPerSqft : PRICE_TIERS[tier].salePerSqft;
  const factor = isRent ? CATEGORY_FACTORS[category].rent : CATEGORY_FACTORS[category].sale;
  const minPrice = roundPrice(sizeSqft * (low + (high - low) * draws[0]) * factor, isRent);
  if (isRent) return { minPrice, maxPrice: minPrice };
  return { minPrice, maxPrice: roundPrice(minPrice * (1.03 + draws[1] * 0.09), false) };
}
