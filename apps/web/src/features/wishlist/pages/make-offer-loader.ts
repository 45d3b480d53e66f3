import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { hasFreshAccessToken } from '../../../lib/has-fresh-access-token';
import { isUuid } from '../../../lib/is-uuid';
import { loadOrNotFound, throwNotFound } from '../../../lib/not-found';
import { wishQueryOptions } from '../api/get-wish';

/**
 * Loads the wish-list item before Make Offer shows (spec §2); an unknown id, or another user's item, is the
 * not-found page. Without a token that is still valid (a fresh page load after the token expired, or a
 * visitor) the page loads the item itself once the login guard has settled auth.
 */
export function createMakeOfferLoader(queryClient: QueryClient) {
  return async function makeOfferLoader({ params }: LoaderFunctionArgs) {
    const id = params.id ?? '';
    if (!isUuid(id)) throwNotFound();
    if (hasFreshAccessToken()) await loadOrNotFound(queryClient.ensureQueryData(wishQueryOptions(id)));
    return null;
  };
}
