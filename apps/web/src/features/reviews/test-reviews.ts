import type { Review } from '@nestlane/shared';
import { makeReview } from '../../test/api-stub';

/** Review number `number`, with its own id, property title and text. */
export function makeNumberedReview(number: number, overrides: Partial<Review> = {}): Review {
  return makeReview({
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    propertyTitle: `Listing ${number}`,
    review: `Review text ${number}`,
    ...overrides,
  });
}
