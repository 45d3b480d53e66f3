/** Business constants from the product spec (§3, §9). */

export const PRODUCT_NAME = 'Nestlane';

export const CATEGORIES = [
  'Commercial',
  'Office',
  'Shop',
  'Residential',
  'Apartment',
  'Condo',
  'Multi Family House',
  'Single Family House',
  'Studio',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const LISTED_FOR = ['For Rent', 'For Sale'] as const;
export type ListedFor = (typeof LISTED_FOR)[number];

export const INTERIOR_FACILITIES = [
  'Equipped Kitchen',
  'Fireplace',
  'Hot Bath',
  'Gym',
  'Laundry',
  'Media Room',
] as const;
export const OUTDOOR_FACILITIES = [
  'Back yard',
  'Basketball court',
  'Chair Accessible',
  'Garage Attached',
  'Pool',
  'Water',
] as const;
export const OTHER_FACILITIES = ['Elevator', 'Washer and dryer', 'WiFi'] as const;

export const ROLES = ['user', 'agent', 'admin', 'fraud'] as const;
export type Role = (typeof ROLES)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ADVERTISE_STATUSES = ['advertise', 'disadvertise'] as const;
export type AdvertiseStatus = (typeof ADVERTISE_STATUSES)[number];

/**
 * Whether a listing is still on the market (decision 048): a purchase through Nestlane makes it
 * sold, its agent marks a rental rented and relists it later. Only an available listing is
 * searched, mapped, alerted and advertised; a sold or rented one keeps its page, marked.
 */
export const MARKET_STATES = ['available', 'sold', 'rented'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

/** booked, completed, cancelled: a deal secured by booking money or an advance (decision 055). */
export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'bought',
  'booked',
  'completed',
  'cancelled',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** The statuses of the one deal a listing may hold (offers_one_deal_per_property_uq). */
export const DEAL_STATUSES = ['accepted', 'bought', 'booked', 'completed'] as const;

/** At most this many properties are advertised at once (spec §9). */
export const ADVERTISE_CAP = 6;

/** How many similar listings a listing's page shows under it (decision 060). */
export const SIMILAR_LISTINGS_LIMIT = 4;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/** The search box's default text; it means "no text filter" (spec §2, §4). */
export const SEARCH_PLACEHOLDER = 'Search By Property Title';
/** The select value that means "no filter". */
export const ALL = 'All';

export const PRICE_SORTS = ['asc', 'desc'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];

/**
 * Price bands. The home page spells the open band '900000-+', the search page
 * '900000-Above'; both are accepted everywhere.
 */
export const PRICE_BANDS = [
  { value: '50000-100000', min: 50000, max: 100000 },
  { value: '100000-200000', min: 100000, max: 200000 },
  { value: '200000-400000', min: 200000, max: 400000 },
  { value: '400000-600000', min: 400000, max: 600000 },
  { value: '600000-800000', min: 600000, max: 800000 },
  { value: '800000-900000', min: 800000, max: 900000 },
  { value: '900000-Above', min: 900000, max: null },
] as const;
export const OPEN_BAND_ALIASES = ['900000-+', '900000-Above'] as const;

/** Session storage keys the home search hands to the search page (spec §3). */
export const SESSION_KEYS = {
  priceSort: 'priceSort',
  priceRange: 'priceRange',
  searchText: 'searchText',
} as const;
export const ACCESS_TOKEN_KEY = 'access-token';

/** The total number of matches, sent beside a page of results. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Searches count their matches up to this many; beyond it the total says this number and
 * TOTAL_COUNT_CAPPED_HEADER is 'true' ("1,000+"), so a broad search stays fast.
 */
export const MAX_COUNTED_RESULTS = 1_000;
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped';
/**
 * The most points GET /api/searchMap answers (newest first). Equal to MAX_COUNTED_RESULTS, so
 * one bounded read of MAX_MAP_POINTS + 1 rows gives both the points and the capped count.
 */
export const MAX_MAP_POINTS = MAX_COUNTED_RESULTS;
/**
 * A search may page through its first MAX_COUNTED_RESULTS matches only: deeper pages cost seconds
 * on a large table (decision 023) and nobody reads them; a narrower search finds the rest.
 */
export const DEEP_PAGE_MESSAGE = `Only the first ${MAX_COUNTED_RESULTS} matches can be paged through; narrow the search`;
/** How many listings are advertised now (every one counts towards ADVERTISE_CAP). */
export const ADVERTISED_COUNT_HEADER = 'X-Advertised-Count';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;

export const LOADING_SPINNER_COLOR = '#FF5B22';
export const LOGO_STRIP_SPEED = 80;
export const SEARCH_PLACEHOLDER_CARDS = 8;
