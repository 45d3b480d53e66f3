import { z } from 'zod';
import {
  ADVERTISE_STATUSES,
  CATEGORIES,
  LISTED_FOR,
  MARKET_STATES,
  VERIFICATION_STATUSES,
} from './constants';
import { listingFactsAnswerShape } from './listing-facts';
import { priceHistorySchema } from './price-history';

export const idSchema = z.uuid({ message: 'Invalid id' });

/** A property as the API returns it (spec §3 field names). */
export const propertySchema = z.object({
  _id: z.string(),
  propertyImage: z.string(),
  propertyTitle: z.string(),
  propertyLocation: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  propertyVerificationStatus: z.enum(VERIFICATION_STATUSES),
  agentName: z.string(),
  agentEmail: z.string(),
  agentImage: z.string(),
  interiorFacilities: z.array(z.string()),
  outdoorFacilities: z.array(z.string()),
  otherFacilities: z.array(z.string()),
  bedRooms: z.number().int(),
  bathRooms: z.number().int(),
  rooms: z.number().int(),
  builtYear: z.number().int(),
  associationFee: z.number().int(),
  yearlyTax: z.number().int(),
  estimatedTaxes: z.number().int(),
  propertySize: z.number().int(),
  upozila: z.string(),
  district: z.string(),
  division: z.string(),
  /** The city area (decision 024), '' for none. */
  area: z.string(),
  /** The locality within the city area (decision 049), '' for none. */
  locality: z.string(),
  listedFor: z.enum(LISTED_FOR),
  category: z.enum(CATEGORIES),
  longitude: z.string(),
  latitude: z.string(),
  /** ISO 8601 timestamp of when the listing was added. */
  addedDate: z.string(),
  /** ISO 8601 timestamp of the last change. */
  updatedDate: z.string(),
  description: z.string(),
  /** The title and description in Bangla (decision 059), '' when the agent wrote none. */
  propertyTitleBn: z.string(),
  descriptionBn: z.string(),
  advertiseStatus: z.enum(ADVERTISE_STATUSES),
  /** On the market, sold through Nestlane or rented (decision 048); only 'available' takes offers. */
  marketState: z.enum(MARKET_STATES),
  /** The facts a Bangladeshi asks first (decision 047), each null when the listing does not say. */
  ...listingFactsAnswerShape,
  /**
   * The pictures beside the cover, in order (decision 028): only the detail and the agent's own list
   * answer it; the search lists leave it out, so they never read the pictures' table.
   */
  gallery: z.array(z.object({ url: z.string(), alt: z.string() })).optional(),
  /**
   * When the listing's price was last changed, if that change was a cut less than PRICE_REDUCED_DAYS
   * ago (ISO 8601); else null (decision 038). Cards show 'Price reduced' for it.
   */
  priceReducedAt: z.string().nullable(),
  /** The listing's prices, oldest first (decision 038): only the detail answers it. */
  priceHistory: priceHistorySchema.optional(),
});
export type Property = z.infer<typeof propertySchema>;
export const propertyListSchema = z.array(propertySchema);
