/**
 * Agents' listings and the admin's moderation (spec §2 screens 5, 8, 11, 12, 15; §5; §7):
 * the add and update bodies are checked by these schemas in the browser form and on the
 * server, so each rule and its message live once. Field names are the spec's (§3).
 */
import { z } from 'zod';
import {
  ADVERTISE_STATUSES,
  CATEGORIES,
  INTERIOR_FACILITIES,
  LISTED_FOR,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
} from './constants';
import { findDistrict, findDivision } from './geo';
import { findCityUpazila, isKnownArea } from './geo/areas';
import { findLocality, findLocalityArea } from './geo/localities';
import { findFactsProblem, listingFactsShape } from './listing-facts';
import { MESSAGES } from './messages';
import { MAX_GALLERY_IMAGES } from './reach';

export const TITLE_MAX_LENGTH = 120;
export const LOCATION_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5_000;
/** Whole US dollars; well inside PostgreSQL's integer. */
export const PRICE_MAX = 1_000_000_000;
/** A listing is never free: a $0 range would let a $0 offer be accepted and "bought" (issue 10, decision 013). */
export const PRICE_MIN = 1;
export const OLDEST_BUILT_YEAR = 1800;
/** Bangladesh with a margin (it spans 20.59–26.63 °N, 88.01–92.67 °E). */
export const BANGLADESH_BOUNDS = { south: 20.3, north: 26.8, west: 87.9, east: 92.8 } as const;
/** Property pictures are those uploaded through POST /api/images. */
export const UPLOADED_IMAGE_PATTERN = /^\/uploads\/images\/[A-Za-z0-9_-]+\.webp$/;
/**
 * A gallery picture (decision 028) is an upload, or one of the demo's drawn pictures a listing already
 * has: the server keeps those only where the listing had them, so an agent can reorder a demo gallery.
 */
export const GALLERY_IMAGE_PATTERN = /^\/uploads\/(?:images|seed)\/[A-Za-z0-9_-]+\.webp$/;
export const GALLERY_ALT_MAX_LENGTH = 200;

/** Messages of listing rules the spec does not word, written in its voice. */
export const LISTING_MESSAGES = {
  pictureRequired: 'Please Add a Property Picture',
  pictureNotUploaded: 'Please Upload The Property Picture Again',
  priceOrder: 'Max Price Should Be At Least The Min Price',
  categoryInvalid: 'Please Select a Category',
  listedForInvalid: 'Please Select For Rent Or For Sale',
  divisionInvalid: 'Please Select a Division',
  districtInvalid: 'Please Select a District Of The Chosen Division',
  upazilaInvalid: 'Please Select an Upazila Of The Chosen District',
  areaInvalid: 'Please Select a City Area Of The Chosen District',
  /** A city area lies in its city's metropolitan upazila ("Dhaka Metropolitan"), never in a rural one. */
  areaOutsideCity: (cityUpazila: string) => `A City Area Goes With ${cityUpazila}`,
  /** A locality (decision 049) lies in one city area: Mirpur 10 in Mirpur. */
  localityInvalid: 'Please Select a Locality Of The Chosen City Area',
  latitudeOutside: `Latitude Should Be a Number In Bangladesh (${BANGLADESH_BOUNDS.south} to ${BANGLADESH_BOUNDS.north})`,
  longitudeOutside: `Longitude Should Be a Number In Bangladesh (${BANGLADESH_BOUNDS.west} to ${BANGLADESH_BOUNDS.east})`,
  facilityUnknown: 'Please Choose Facilities From The List',
  titleTooLong: `Property Title Should Be At Most ${TITLE_MAX_LENGTH} Characters`,
  locationTooLong: `Property Address Should Be At Most ${LOCATION_MAX_LENGTH} Characters`,
  descriptionTooLong: `Description Should Be At Most ${DESCRIPTION_MAX_LENGTH} Characters`,
  titleBnTooLong: `Property Title In Bangla Should Be At Most ${TITLE_MAX_LENGTH} Characters`,
  descriptionBnTooLong: `Description In Bangla Should Be At Most ${DESCRIPTION_MAX_LENGTH} Characters`,
  wholeNumber: (label: string) => `${label} Should Be a Whole Number`,
  atLeast: (label: string, min: number) => `${label} Should Be At Least ${min}`,
  atMost: (label: string, max: number) => `${label} Should Be At Most ${max}`,
  galleryTooMany: `A Listing Can Have At Most ${MAX_GALLERY_IMAGES} More Pictures`,
  galleryNotUploaded: 'Please Upload The Gallery Picture Again',
  galleryRepeated: 'Each Gallery Picture Should Be Added Once',
  galleryAltTooLong: `A Picture Description Should Be At Most ${GALLERY_ALT_MAX_LENGTH} Characters`,
} as const;

const CONTROL_CHARACTERS = /[\p{Cc}]/gu;
/** Newlines and tabs are kept in a description; other control characters never reach the database. */
const stripControls = (value: string) => value.replace(/[^\P{Cc}\n\t]/gu, '');

/** Optional text (decision 059): control characters become spaces, then trimmed; '' is none. */
function optionalText(maxLength: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .transform((value) => value.replace(CONTROL_CHARACTERS, ' ').trim())
    .pipe(z.string().max(maxLength, { error: tooLong }));
}

/** A description: newlines and tabs kept, other control characters dropped, trimmed, bounded. */
function descriptionText(tooLong: string) {
  return z
    .string({ error: 'Description Should Be Text' })
    .max(DESCRIPTION_MAX_LENGTH, { error: tooLong })
    .transform((value) => stripControls(value).trim());
}

/**
 * The listing's text in Bangla beside the spec's title and description (decision 059): optional,
 * '' for none. Bangla readers see these, falling back to the spec's fields; English readers the
 * reverse. An agent who writes in one language only fills the spec's fields.
 */
const banglaTextShape = {
  propertyTitleBn: optionalText(TITLE_MAX_LENGTH, LISTING_MESSAGES.titleBnTooLong),
  descriptionBn: descriptionText(LISTING_MESSAGES.descriptionBnTooLong),
};

function requiredText(required: string, maxLength: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.replace(CONTROL_CHARACTERS, ' ').trim())
    .pipe(z.string().min(1, { error: required }).max(maxLength, { error: tooLong }));
}

/**
 * A whole number the form sends as a number (an empty input arrives as undefined or NaN,
 * which is the spec's "required" message); a string or a fraction gets its own message.
 */
function wholeNumber(label: string, required: string, min: number, max: number) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? required
          : LISTING_MESSAGES.wholeNumber(label),
    })
    .int({ error: LISTING_MESSAGES.wholeNumber(label) })
    .min(min, { error: LISTING_MESSAGES.atLeast(label, min) })
    .max(max, { error: LISTING_MESSAGES.atMost(label, max) });
}

function coordinate(required: string, outside: string, low: number, high: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(
      (value) => /^-?\d{1,3}(\.\d{1,10})?$/.test(value) && Number(value) >= low && Number(value) <= high,
      {
        error: outside,
      },
    );
}

function facilities(options: readonly string[]) {
  return z
    .array(z.enum(options as [string, ...string[]], { error: LISTING_MESSAGES.facilityUnknown }), {
      error: LISTING_MESSAGES.facilityUnknown,
    })
    .max(options.length, { error: LISTING_MESSAGES.facilityUnknown })
    .default([])
    .transform((chosen) => options.filter((option) => chosen.includes(option)));
}

const propertyImage = z
  .string({ error: LISTING_MESSAGES.pictureRequired })
  .min(1, { error: LISTING_MESSAGES.pictureRequired })
  .regex(UPLOADED_IMAGE_PATTERN, { error: LISTING_MESSAGES.pictureNotUploaded });

/**
 * The pictures beside the cover, in order (decision 028): adding, removing and reordering is sending the
 * new list. Each picture at most once; the alt text is optional ('' lets the page describe it).
 */
export const galleryImageSchema = z.object({
  url: z
    .string({ error: LISTING_MESSAGES.galleryNotUploaded })
    .regex(GALLERY_IMAGE_PATTERN, { error: LISTING_MESSAGES.galleryNotUploaded }),
  alt: z
    .string({ error: LISTING_MESSAGES.galleryAltTooLong })
    .transform((value) => value.replace(CONTROL_CHARACTERS, ' ').trim())
    .pipe(z.string().max(GALLERY_ALT_MAX_LENGTH, { error: LISTING_MESSAGES.galleryAltTooLong }))
    .default(''),
});
export type GalleryImage = z.output<typeof galleryImageSchema>;
export const galleryListSchema = z
  .array(galleryImageSchema, { error: LISTING_MESSAGES.galleryNotUploaded })
  .max(MAX_GALLERY_IMAGES, { error: LISTING_MESSAGES.galleryTooMany })
  .refine((gallery) => new Set(gallery.map((image) => image.url)).size === gallery.length, {
    error: LISTING_MESSAGES.galleryRepeated,
  });

const currentYear = () => new Date().getUTCFullYear();

function checkPriceOrder(value: { minPrice: number; maxPrice: number }, context: z.RefinementCtx) {
  if (value.minPrice > value.maxPrice) {
    context.addIssue({ code: 'custom', path: ['maxPrice'], message: LISTING_MESSAGES.priceOrder });
  }
}

/** A city area (decision 024): optional, '' for none; the place check knows which district's. */
const AREA_MAX_LENGTH = 100;
const areaField = z
  .string({ error: LISTING_MESSAGES.areaInvalid })
  .trim()
  .max(AREA_MAX_LENGTH, { error: LISTING_MESSAGES.areaInvalid });

/**
 * The message for a city area that does not fit the listing's place, or undefined: '' (none) always fits,
 * a thana must be of the district, and the listing's upazila must be the district's metropolitan one.
 * The add body checks it against its own place, an update against the listing's stored place.
 */
export function findAreaProblem(place: {
  division: string;
  district: string;
  upozila: string;
  area: string;
}): string | undefined {
  if (place.area === '') return undefined;
  if (!isKnownArea(place.division, place.district, place.area)) return LISTING_MESSAGES.areaInvalid;
  const cityUpazila = findCityUpazila(place.division, place.district);
  if (cityUpazila && place.upozila !== cityUpazila) return LISTING_MESSAGES.areaOutsideCity(cityUpazila);
  return undefined;
}

/** A locality (decision 049): optional, '' for none; it must lie in the listing's city area. */
const localityField = z
  .string({ error: LISTING_MESSAGES.localityInvalid })
  .trim()
  .max(AREA_MAX_LENGTH, { error: LISTING_MESSAGES.localityInvalid });

/** The message for a locality outside the listing's city area (and district), or undefined; '' always fits. */
export function findLocalityProblem(place: { district: string; area: string; locality: string }) {
  if (place.locality === '') return undefined;
  const locality = findLocality(place.locality);
  const isInArea =
    locality !== undefined &&
    findLocalityArea(locality) === place.area &&
    locality.id.startsWith(`${place.district.toLowerCase()}-`);
  return isInArea ? undefined : LISTING_MESSAGES.localityInvalid;
}

function checkPlace(
  value: { division: string; district: string; upozila: string; area: string; locality: string },
  context: z.RefinementCtx,
) {
  if (!findDivision(value.division)) {
    context.addIssue({ code: 'custom', path: ['division'], message: LISTING_MESSAGES.divisionInvalid });
    return;
  }
  const district = findDistrict(value.division, value.district);
  if (!district) {
    context.addIssue({ code: 'custom', path: ['district'], message: LISTING_MESSAGES.districtInvalid });
    return;
  }
  if (!district.upazilas.some((upazila) => upazila.name === value.upozila)) {
    context.addIssue({ code: 'custom', path: ['upozila'], message: LISTING_MESSAGES.upazilaInvalid });
    return;
  }
  const areaProblem = findAreaProblem(value);
  if (areaProblem) {
    context.addIssue({ code: 'custom', path: ['area'], message: areaProblem });
    return;
  }
  const localityProblem = findLocalityProblem(value);
  if (localityProblem) context.addIssue({ code: 'custom', path: ['locality'], message: localityProblem });
}

/**
 * POST /api/addProperty. The agent's name, email and image, the status and the advertise
 * status are not in it: the server takes them from the session and the rules, and strips
 * them if a client sends them. `propertyLocation` is the form's address field.
 */
export const addPropertyBodySchema = z
  .object({
    propertyImage,
    /** Beside the spec's fields (decision 028): absent is no gallery on add, and keeps the gallery on update. */
    gallery: galleryListSchema.optional(),
    propertyTitle: requiredText(
      MESSAGES.propertyTitleRequired,
      TITLE_MAX_LENGTH,
      LISTING_MESSAGES.titleTooLong,
    ),
    description: descriptionText(LISTING_MESSAGES.descriptionTooLong).default(''),
    /** Absent is none (''): the web form sends them only when written, so its body stays the spec's. */
    propertyTitleBn: banglaTextShape.propertyTitleBn.optional(),
    descriptionBn: banglaTextShape.descriptionBn.optional(),
    minPrice: wholeNumber('Min Price', MESSAGES.addMinPriceRequired, PRICE_MIN, PRICE_MAX),
    maxPrice: wholeNumber('Max Price', MESSAGES.addMaxPriceRequired, PRICE_MIN, PRICE_MAX),
    associationFee: wholeNumber(
      'Association Fee',
      LISTING_MESSAGES.wholeNumber('Association Fee'),
      0,
      PRICE_MAX,
    ).default(0),
    yearlyTax: wholeNumber('Yearly Tax', MESSAGES.yearlyTaxRequired, 0, PRICE_MAX),
    category: z.enum(CATEGORIES, { error: LISTING_MESSAGES.categoryInvalid }),
    listedFor: z.enum(LISTED_FOR, { error: LISTING_MESSAGES.listedForInvalid }),
    propertyLocation: requiredText(
      MESSAGES.propertyAddressRequired,
      LOCATION_MAX_LENGTH,
      LISTING_MESSAGES.locationTooLong,
    ),
    // Required (issue 10): the form starts with no place chosen, and search filters by place. An empty
    // choice is refused here, beside the other fields' messages, before checkPlace looks the place up.
    division: z
      .string({ error: LISTING_MESSAGES.divisionInvalid })
      .min(1, { error: LISTING_MESSAGES.divisionInvalid }),
    district: z
      .string({ error: LISTING_MESSAGES.districtInvalid })
      .min(1, { error: LISTING_MESSAGES.districtInvalid }),
    upozila: z
      .string({ error: LISTING_MESSAGES.upazilaInvalid })
      .min(1, { error: LISTING_MESSAGES.upazilaInvalid }),
    area: areaField.default(''),
    locality: localityField.default(''),
    latitude: coordinate(
      MESSAGES.latitudeRequired,
      LISTING_MESSAGES.latitudeOutside,
      BANGLADESH_BOUNDS.south,
      BANGLADESH_BOUNDS.north,
    ),
    longitude: coordinate(
      MESSAGES.longitudeRequired,
      LISTING_MESSAGES.longitudeOutside,
      BANGLADESH_BOUNDS.west,
      BANGLADESH_BOUNDS.east,
    ),
    propertySize: wholeNumber('Property Size', MESSAGES.propertySizeRequired, 1, 10_000_000),
    rooms: wholeNumber('Rooms', MESSAGES.roomsRequired, 1, 1_000),
    bedRooms: wholeNumber('Bedrooms', MESSAGES.bedRoomsRequired, 0, 1_000),
    bathRooms: wholeNumber('Bathrooms', MESSAGES.bathRoomsRequired, 0, 1_000),
    builtYear: wholeNumber('Year Built', MESSAGES.builtYearRequired, OLDEST_BUILT_YEAR, 9_999).refine(
      (year) => year <= currentYear() + 5,
      { error: 'The Year Built Should Not Be More Than 5 Years Ahead' },
    ),
    estimatedTaxes: wholeNumber('Estimated Tax', MESSAGES.estimatedTaxesRequired, 0, PRICE_MAX),
    interiorFacilities: facilities(INTERIOR_FACILITIES),
    outdoorFacilities: facilities(OUTDOOR_FACILITIES),
    otherFacilities: facilities(OTHER_FACILITIES),
    /** The facts a Bangladeshi asks first (decision 047), all optional. */
    ...listingFactsShape,
  })
  .superRefine((value, context) => {
    checkPriceOrder(value, context);
    checkPlace(value, context);
    const problem = findFactsProblem(value, value);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type AddPropertyInput = z.input<typeof addPropertyBodySchema>;
export type AddPropertyBody = z.output<typeof addPropertyBodySchema>;

/** PATCH /api/updateProperty/{id}: the spec's five fields, each required, with its messages, and an optional city area. */
export const updatePropertyBodySchema = z
  .object({
    propertyImage,
    /** Beside the spec's fields (decision 028): absent is no gallery on add, and keeps the gallery on update. */
    gallery: galleryListSchema.optional(),
    propertyTitle: requiredText(
      MESSAGES.propertyTitleRequired,
      TITLE_MAX_LENGTH,
      LISTING_MESSAGES.titleTooLong,
    ),
    propertyLocation: requiredText(
      MESSAGES.propertyLocationRequired,
      LOCATION_MAX_LENGTH,
      LISTING_MESSAGES.locationTooLong,
    ),
    /** Beside the spec's five (decision 059): absent keeps the text, '' clears the Bangla. */
    propertyTitleBn: banglaTextShape.propertyTitleBn.optional(),
    description: descriptionText(LISTING_MESSAGES.descriptionTooLong).optional(),
    descriptionBn: banglaTextShape.descriptionBn.optional(),
    minPrice: wholeNumber('Min Price', MESSAGES.updateMinPriceRequired, PRICE_MIN, PRICE_MAX),
    maxPrice: wholeNumber('Max Price', MESSAGES.updateMaxPriceRequired, PRICE_MIN, PRICE_MAX),
    /** Beside the spec's five: absent keeps the area, '' clears it; the server checks it against the listing's district. */
    area: areaField.optional(),
    /** Absent keeps the locality (or clears it when the area changes), '' clears it; checked against the area. */
    locality: localityField.optional(),
    /**
     * The facts (decision 047): absent keeps a fact, null clears it. Their rules need the listing's own
     * facts and rent or sale, so the update service checks them on the stored facts with these over them.
     */
    ...listingFactsShape,
  })
  .superRefine(checkPriceOrder);
export type UpdatePropertyInput = z.input<typeof updatePropertyBodySchema>;
export type UpdatePropertyBody = z.output<typeof updatePropertyBodySchema>;

export const insertedIdSchema = z.object({ insertedId: z.string() });
export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });

/** PATCH /api/updateStatus/{id}?status=: pending becomes verified or rejected, once. */
export const FINAL_VERIFICATION_STATUSES = ['verified', 'rejected'] as const;
export const updateStatusQuerySchema = z.object({
  status: z.enum(FINAL_VERIFICATION_STATUSES, { error: "status must be 'verified' or 'rejected'" }),
});

/** PATCH /api/updateAdvertise/{id}?advertiseStatus=. */
export const updateAdvertiseQuerySchema = z.object({
  advertiseStatus: z.enum(ADVERTISE_STATUSES, {
    error: "advertiseStatus must be 'advertise' or 'disadvertise'",
  }),
});
