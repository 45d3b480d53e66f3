import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** Placeholder: loads the wish-list item (GET /api/getWish/{id}) before Make Offer shows. */
export function createMakeOfferLoader(_queryClient: QueryClient) {
  return async (_args: LoaderFunctionArgs) => null;
}
