/**
 * The saved searches a listing matches, in one statement (decision 037): the search's own
 * conditions (search-conditions.ts, text-search.ts) turned around, a listing's columns against
 * each saved search's filter columns, a missing filter (null) matching anything. The index on
 * (listed_for_key, place_key) narrows the saved searches to those for this kind of deal (or
 * either) and this listing's division, district, upazila or area (or anywhere) first.
 *
 * Found matches are written to saved_search_matches at once; its primary key drops a listing
 * already found for the same saved search and reason, so a retried or doubled job adds nothing.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { savedSearches, savedSearchMatches } from '../../db/schema-saved-searches';
import { FACT_FILTER_NAMES, FACT_FILTERS } from '../properties/fact-filters';
import { isOnMarket } from '../properties/public-property';
import { localityCondition } from '../properties/search-conditions';

export type AlertReason = (typeof savedSearchMatches.$inferInsert)['reason'];

const s = savedSearches;
const p = properties;

/**
 * The listing-fact filters and the locality by the search's own conditions (fact-filters.ts,
 * search-conditions.ts), each given the saved search's column where the search gives its value.
 */
function sharedConditionsHold(): SQL[] {
  const facts = FACT_FILTER_NAMES.map(
    (name) => sql`(${s[name]} is null or ${FACT_FILTERS[name].holds(s[name])})`,
  );
  const locality = sql`(${s.locality} is null or ${localityCondition({
    locality: s.locality,
    district: s.localityDistrict,
    area: s.localityArea,
    south: s.localitySouth,
    north: s.localityNorth,
    west: s.localityWest,
    east: s.localityEast,
  })})`;
  return [...facts, locality];
}

/** Each filter column of a saved search, null or satisfied by the listing `p`. */
export function savedSearchMatchesListing(): SQL {
  // `= any(array[…])` on both keys: an index condition for each listing (an OR of equalities is not).
  return sql`${s.listedForKey} = any(array['', ${p.listedFor}::text])
    and ${s.placeKey} = any(array['', 'division:' || ${p.division}, 'district:' || ${p.district}, 'upazila:' || ${p.upozila}, 'area:' || ${p.area}])
    and (${s.division} is null or ${s.division} = ${p.division})
    and (${s.district} is null or ${s.district} = ${p.district})
    and (${s.upazila} is null or ${s.upazila} = ${p.upozila})
    and (${s.area} is null or ${s.area} = ${p.area})
    and (${s.category} is null or ${s.category} = ${p.category})
    and (${s.categories} is null or ${p.category} = any(${s.categories}))
    and (${s.amenities} is null or ${s.amenities} && ${p.facilities})
    and (${s.priceBandMin} is null or ${p.minPrice} >= ${s.priceBandMin})
    and (${s.priceBandMax} is null or ${p.minPrice} <= ${s.priceBandMax})
    and (${s.minPrice} is null or ${p.maxPrice} >= ${s.minPrice})
    and (${s.maxPrice} is null or ${p.minPrice} <= ${s.maxPrice})
    and (${s.minBedrooms} is null or ${p.bedRooms} >= ${s.minBedrooms})
    and (${s.minBathrooms} is null or ${p.bathRooms} >= ${s.minBathrooms})
    and (${s.minSize} is null or ${p.propertySize} >= ${s.minSize})
    and (${s.maxSize} is null or ${p.propertySize} <= ${s.maxSize})
    and (${s.addedWithinDays} is null or ${p.addedAt} >= now() - make_interval(days => ${s.addedWithinDays}))
    and (${s.north} is null or (${p.lat} between ${s.south} and ${s.north} and ${p.lng} between ${s.west} and ${s.east}))
    and (${s.search} is null or ${p.searchVector} @@ websearch_to_tsquery('english', ${s.search}) or ${p.titleLower} like lower(${s.searchPattern}))
    and ${sql.join(sharedConditionsHold(), sql` and `)}`;
}

/**
 * Records the matches of one public listing for `reason` and answers the new ones. Saved
 * searches with alerts off, and the listing's own agent's, are left out.
 */
export async function recordListingMatches(
  db: Database | Transaction,
  propertyId: string,
  reason: AlertReason,
): Promise<{ savedSearchId: string }[]> {
  const result = (await db.execute(sql`
    insert into ${savedSearchMatches} (saved_search_id, property_id, reason)
    select ${s.id}, ${p.id}, ${reason}
    from ${p} join ${s} on ${s.alert} <> 'off' and ${s.userId} <> ${p.agentId}
    where ${p.id} = ${propertyId} and ${isOnMarket()} and ${savedSearchMatchesListing()}
    on conflict do nothing
    returning saved_search_id`)) as unknown as { rows: { saved_search_id: string }[] };
  return result.rows.map((row) => ({ savedSearchId: row.saved_search_id }));
}
