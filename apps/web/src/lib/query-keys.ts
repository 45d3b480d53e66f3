import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache keys that one feature reads and another refreshes. Features never import each other, so
 * such a key lives here, once, for its reader and its writers: a key renamed in one place only would
 * leave a list silently stale.
 */
export const SHARED_QUERY_KEYS = {
  /** The home page's 'Best For You' (the spec's cache key 'advertise'); moderation refreshes it. */
  homeAdvertised: ['advertise'],
  /** The home carousel's latest reviews. */
  homeReviews: ['reviews'],
  /** A listing's reviews on its page, one key per listing under this prefix. */
  propertyReviews: ['propertyReviews'],
  /** My Reviews, one key per email under this prefix. */
  userReviews: ['getUserReview'],
  /** Manage Reviews, one key per page under this prefix. */
  reviewPages: ['getallReviews', 'page'],
  /** Property Bought, one key per buyer under this prefix; a payment refreshes it. */
  boughtProperties: ['getboughtProperty'],
  /** The dashboard's Saved Searches; saving one from the search page refreshes it. */
  savedSearches: ['savedSearches'],
} as const;

/** A review written or deleted shows in every list of reviews: the home page's, the listing's, its author's, the admin's. */
export function refreshReviewLists(queryClient: QueryClient) {
  const { homeReviews, propertyReviews, userReviews, reviewPages } = SHARED_QUERY_KEYS;
  return Promise.all(
    [homeReviews, propertyReviews, userReviews, reviewPages].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
