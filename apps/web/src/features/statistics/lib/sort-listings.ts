import { type AgentListingStatistics, countLeads, type ListingActivity } from '@nestlane/shared';

/** A column of the listings table: the title, one figure, or the listing's leads all together. */
export type ListingSortKey = 'title' | keyof ListingActivity | 'leads';
export type ListingSort = { key: ListingSortKey; direction: 'ascending' | 'descending' };

/** A listing's figure in a column (its leads are counted, not stored). */
export function listingFigure(
  listing: AgentListingStatistics,
  key: Exclude<ListingSortKey, 'title'>,
): number {
  return key === 'leads' ? countLeads(listing) : listing[key];
}

/** Listings in the chosen order; ties keep the title order, so the table never shuffles. */
export function sortListings(
  listings: AgentListingStatistics[],
  sort: ListingSort,
): AgentListingStatistics[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...listings].sort((a, b) => {
    const order =
      sort.key === 'title'
        ? a.title.localeCompare(b.title)
        : listingFigure(a, sort.key) - listingFigure(b, sort.key);
    return order !== 0 ? sign * order : a.title.localeCompare(b.title);
  });
}

/** A public listing nobody looked at or reached the agent about (no call, WhatsApp, enquiry or viewing) in the period. */
export function isUnnoticed(listing: AgentListingStatistics): boolean {
  return listing.verificationStatus === 'verified' && listing.views === 0 && countLeads(listing) === 0;
}
