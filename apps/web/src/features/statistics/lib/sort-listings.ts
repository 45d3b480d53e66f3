import type { AgentListingStatistics } from '@nestlane/shared';

export type ListingSortKey = 'title' | 'views' | 'wishlists' | 'enquiries' | 'offers';
export type ListingSort = { key: ListingSortKey; direction: 'ascending' | 'descending' };

/** Listings in the chosen order; ties keep the title order, so the table never shuffles. */
export function sortListings(
  listings: AgentListingStatistics[],
  sort: ListingSort,
): AgentListingStatistics[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...listings].sort((a, b) => {
    const order = sort.key === 'title' ? a.title.localeCompare(b.title) : a[sort.key] - b[sort.key];
    return order !== 0 ? sign * order : a.title.localeCompare(b.title);
  });
}

/** A public listing nobody looked at or asked about in the period. */
export function isUnnoticed(listing: AgentListingStatistics): boolean {
  return listing.verificationStatus === 'verified' && listing.views === 0 && listing.enquiries === 0;
}
