/**
 * A listing's head (decision 032): the tab title the page sets, a share card with the listing's place,
 * price and cover, and JSON-LD. Google shows no rich result for real estate (its Product snippets leave
 * out immovable property: Merchant Center's unsupported content, confirmed by Google in the August 2023
 * SEO office hours), so the listing is described in schema.org's own terms: a RealEstateListing (the
 * page) about the place (an Apartment, a House… with its address and coordinates) with an Offer.
 */
import { type Category, type MarketState, type Property, pictureSizeUrl } from '@nestlane/shared';
import { currentLocale, type Facility, formatNumber, localizePlace, valueLabel } from '../../i18n';
import { commonText } from '../../lib/common-text';
import { formatListingPrice, rentPeriod } from '../../lib/format-price';
import { listingDescription, listingTitle } from '../../lib/listing-text';
import { describePlaceFilter } from '../../lib/place-params';
import { agentProfileUrl } from './agent-head';
import { headText } from './messages';
import { formatHeadTitle, INDEXABLE, type PageHead, toAbsoluteUrl, truncateText } from './page-head';

/** Prices are whole Taka (decision 045; the site writes '৳ …' and charges in BDT). */
export const LISTING_PRICE_CURRENCY = 'BDT';
/** Share cards and search results show about this much of a description. */
export const DESCRIPTION_MAX_LENGTH = 200;
/** A share card's picture: small enough for every chat app's preview, wide enough for a large card. */
const SHARE_PICTURE_WIDTH = 960;
/** The largest size, for search engines (Google asks for high-resolution pictures in structured data). */
const FULL_PICTURE_WIDTH = 1600;
const MAX_JSON_LD_PICTURES = 10;

/** schema.org's nearest type for each category: a residence where one fits, else a plain Place. */
const PLACE_TYPES: Record<Category, string> = {
  Apartment: 'Apartment',
  Condo: 'Apartment',
  Studio: 'Apartment',
  'Single Family House': 'SingleFamilyResidence',
  'Multi Family House': 'House',
  Residential: 'Accommodation',
  Commercial: 'Place',
  Office: 'Place',
  Shop: 'Place',
  Other: 'Place',
};
const ACCOMMODATION_TYPES = new Set(['Apartment', 'SingleFamilyResidence', 'House', 'Accommodation']);

/** The offer's availability (decision 048): a sold listing is sold out, a rented one out of stock until relisted. */
const AVAILABILITY: Record<MarketState, string> = {
  available: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/OutOfStock',
};

/** The listing's place as the search's chips write it: 'Gulshan, Dhaka' (its city area or upazila, its district). */
export function describeListingPlace(property: Pick<Property, 'division' | 'district' | 'upozila' | 'area'>) {
  return describePlaceFilter({
    division: property.division,
    district: property.district,
    upazila: property.upozila,
    area: property.area,
  });
}

/** A picture's URL at one width when it is stored with sizes (decision 028), else as it is; absolute. */
function pictureAt(origin: string, url: string, width: number): string {
  return toAbsoluteUrl(origin, pictureSizeUrl(url, width) ?? url);
}

/** Decimal degrees as the listing's text holds them, or undefined for text that is not a coordinate. */
function readDegrees(text: string, limit: number): number | undefined {
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}

export function propertyUrl(origin: string, id: string): string {
  return toAbsoluteUrl(origin, `/propertyDetail/${encodeURIComponent(id)}`);
}

function describeRooms(property: Property): string {
  const parts = [
    property.bedRooms > 0 ? headText('head.property.bedrooms', { count: property.bedRooms }) : '',
    property.bathRooms > 0 ? headText('head.property.bathrooms', { count: property.bathRooms }) : '',
    property.propertySize > 0
      ? commonText('common.card.squareFeet', { size: formatNumber(property.propertySize) })
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? headText('head.property.rooms', { rooms: parts.join(', ') }) : '';
}

function buildOffer(property: Property, url: string, origin: string): object {
  const isRent = property.listedFor === 'For Rent';
  const isRange = property.minPrice !== property.maxPrice;
  return {
    '@type': 'Offer',
    url,
    price: property.minPrice,
    priceCurrency: LISTING_PRICE_CURRENCY,
    ...(isRange || isRent
      ? {
          priceSpecification: {
            '@type': isRent ? 'UnitPriceSpecification' : 'PriceSpecification',
            ...(isRange
              ? { minPrice: property.minPrice, maxPrice: property.maxPrice }
              : { price: property.minPrice }),
            priceCurrency: LISTING_PRICE_CURRENCY,
            // UN/CEFACT's code for a month: a rent's price is by the month (lib/format-price.ts).
            ...(isRent ? { unitCode: 'MON', unitText: rentPeriod() } : {}),
          },
        }
      : {}),
    availability: AVAILABILITY[property.marketState],
    businessFunction: isRent
      ? 'http://purl.org/goodrelations/v1#LeaseOut'
      : 'http://purl.org/goodrelations/v1#Sell',
    offeredBy: {
      '@type': 'Person',
      name: property.agentName,
      url: agentProfileUrl(origin, property.agentEmail),
    },
  };
}

function buildPlace(property: Property, origin: string): object {
  const type = PLACE_TYPES[property.category];
  const latitude = readDegrees(property.latitude, 90);
  const longitude = readDegrees(property.longitude, 180);
  const facilities = [
    ...property.interiorFacilities,
    ...property.outdoorFacilities,
    ...property.otherFacilities,
  ];
  return {
    '@type': type,
    name: listingTitle(property, currentLocale()),
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.propertyLocation,
      addressLocality: describeListingPlace(property),
      addressRegion: localizePlace(property.division),
      addressCountry: 'BD',
    },
    ...(latitude !== undefined && longitude !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
      : {}),
    ...(ACCOMMODATION_TYPES.has(type)
      ? {
          numberOfRooms: property.rooms,
          numberOfBedrooms: property.bedRooms,
          numberOfBathroomsTotal: property.bathRooms,
          floorSize: { '@type': 'QuantitativeValue', value: property.propertySize, unitCode: 'FTK' },
          ...(property.builtYear > 0 ? { yearBuilt: property.builtYear } : {}),
        }
      : {}),
    ...(facilities.length > 0
      ? {
          amenityFeature: facilities.map((name) => ({
            '@type': 'LocationFeatureSpecification',
            name: valueLabel('facility', name as Facility),
            value: true,
          })),
        }
      : {}),
    image: pictureAt(origin, property.propertyImage, FULL_PICTURE_WIDTH),
  };
}

/** The head of /propertyDetail/:id for the listing GET /api/detailProperty/{id} answered. */
export function propertyHead(origin: string, property: Property): PageHead {
  const url = propertyUrl(origin, property._id);
  const place = describeListingPlace(property);
  const price = formatListingPrice(property);
  const summary = [
    valueLabel('listedFor', property.listedFor),
    valueLabel('category', property.category),
    place,
    price,
  ]
    .filter(Boolean)
    .join(' · ');
  const pictures = [property.propertyImage, ...(property.gallery ?? []).map((picture) => picture.url)];
  // The listing's own text in the page's language, falling back to the other (decision 059).
  const title = listingTitle(property, currentLocale());
  const text = listingDescription(property, currentLocale());
  return {
    title: formatHeadTitle(title),
    shareTitle: [title, place, price].filter(Boolean).join(' · '),
    description: truncateText(
      headText('head.property.description', {
        summary,
        rooms: describeRooms(property),
        description: text,
      }),
      DESCRIPTION_MAX_LENGTH,
    ),
    canonical: url,
    image: {
      url: pictureAt(origin, property.propertyImage, SHARE_PICTURE_WIDTH),
      alt: title,
    },
    type: 'website',
    robots: INDEXABLE,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        '@id': url,
        url,
        name: title,
        description: truncateText(text, 5000),
        datePosted: property.addedDate,
        dateModified: property.updatedDate,
        image: pictures
          .slice(0, MAX_JSON_LD_PICTURES)
          .map((picture) => pictureAt(origin, picture, FULL_PICTURE_WIDTH)),
        mainEntity: buildPlace(property, origin),
        offers: buildOffer(property, url, origin),
      },
    ],
  };
}
