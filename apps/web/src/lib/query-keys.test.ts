import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshReviewLists } from './query-keys';

describe('refreshReviewLists', () => {
  it('marks every list of reviews stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const reviewLists = [
      ['reviews'],
      ['propertyReviews', 'listing-1'],
      ['getUserReview', 'buyer@nestlane.test'],
      ['getallReviews', 'page', 2],
    ];
    const others = [['advertise'], ['getboughtProperty', 'buyer@nestlane.test'], ['getWishlist', 'x']];
    for (const queryKey of [...reviewLists, ...others]) queryClient.setQueryData(queryKey, []);

    await refreshReviewLists(queryClient);

    for (const queryKey of reviewLists) {
      expect(queryClient.getQueryState(queryKey)?.isInvalidated, String(queryKey)).toBe(true);
    }
    for (const queryKey of others) {
      expect(queryClient.getQueryState(queryKey)?.isInvalidated, String(queryKey)).toBe(false);
    }
  });
});
