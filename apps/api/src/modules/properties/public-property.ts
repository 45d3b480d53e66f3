/**
 * The one way a property leaves the database for the public: one select (the listing
 * joined to its agent's user row), one visibility rule, one mapper to the spec's JSON.
 * Every query of the public calls, here and in other modules, goes through these.
 */
import { LISTING_FACT_KEYS, type ListingFacts, PRICE_REDUCED_DAYS, type Property } from '@nestlane/shared';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, user } from '../../db/schema';

const {
  searchVector: _searchVector,
  titleLower: _titleLower,
  facilities: _facilities,
  lat: _lat,
  lng: _lng,
  cell: _cell,
  ...propertyColumns
} = getTableColumns(properties);

export const propertySelection = {
  ...propertyColumns,
  agentName: user.name,
  agentEmail: user.email,
  agentPhoto: user.photo,
};

/**
 * A visitor sees verified listings whose agent has not been flagged as fraud. Written as
 * an anti-join on its own alias so it needs no join to the agent: counting a search's
 * matches then reads only the listings' indexes.
 */
export function isPublicProperty(): SQL {
  return sql`${properties.verificationStatus} = 'verified' and not exists (select 1 from ${user} as flagged_agent where flagged_agent.id = ${properties.agentId} and flagged_agent.role = 'fraud')`;
}

/**
 * A public listing still on the market (decision 048): what search, the map, saved-search alerts
 * and the advertised six show. Tests what the search's partial indexes hold (schema.ts), so the
 * planner still uses them. A sold or rented listing stays public (its page, wish-lists, compare).
 */
export function isOnMarket(): SQL {
  return sql`${properties.marketState} = 'available' and ${isPublicProperty()}`;
}

/** Listings with their agent, ready for `.where(…)`, `.orderBy(…)`, paging. */
export function selectPropertiesWithAgent(db: Database) {
  return db
    .select(propertySelection)
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .$dynamic();
}

type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectPropertiesWithAgent>['execute']>>[number];

export function toPropertyJson(row: PropertyRow): Property {
  return {
    _id: row.id,
    propertyImage: row.image,
    propertyTitle: row.title,
    propertyLocation: row.location,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    propertyVerificationStatus: row.verificationStatus,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    agentImage: row.agentPhoto ?? '',
    interiorFacilities: row.interiorFacilities,
    outdoorFacilities: row.outdoorFacilities,
    otherFacilities: row.otherFacilities,
    bedRooms: row.bedRooms,
    bathRooms: row.bathRooms,
    rooms: row.rooms,
    builtYear: row.builtYear,
    associationFee: row.associationFee,
    yearlyTax: row.yearlyTax,
    estimatedTaxes: row.estimatedTaxes,
    propertySize: row.propertySize,
    upozila: row.upozila,
    district: row.district,
    division: row.division,
    area: row.area,
    locality: row.locality,
    listedFor: row.listedFor,
    category: row.category,
    longitude: row.longitude,
    latitude: row.latitude,
    addedDate: row.addedAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    description: row.description,
    propertyTitleBn: row.titleBn,
    descriptionBn: row.descriptionBn,
    advertiseStatus: row.advertiseStatus,
    marketState: row.marketState,
    ...pickListingFacts(row),
    priceReducedAt: readPriceReducedAt(row.priceCutAt),
  };
}

/** A row's facts (decision 047), each null when not said. */
export function pickListingFacts(row: ListingFacts): ListingFacts {
  return Object.fromEntries(LISTING_FACT_KEYS.map((key) => [key, row[key]])) as ListingFacts;
}

const PRICE_REDUCED_MS = PRICE_REDUCED_DAYS * 24 * 60 * 60 * 1000;

/** The latest cut's time while it is recent (property-json-sql.ts writes the same in SQL). */
function readPriceReducedAt(priceCutAt: Date | null): string | null {
  if (!priceCutAt || priceCutAt.getTime() <= Date.now() - PRICE_REDUCED_MS) return null;
  return priceCutAt.toISOString();
}
