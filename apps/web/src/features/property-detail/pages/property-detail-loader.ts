import { pictureSrcSet } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isUuid } from '../../../lib/is-uuid';
import { loadOrNotFound, throwNotFound } from '../../../lib/not-found';
import { COVER_SIZES } from '../../../lib/picture-sizes';
import { preloadImage } from '../../../lib/preload-image';
import { isServerRender } from '../../../lib/rendering';
import { propertyDetailQueryOptions } from '../api/get-property-detail';
import { propertyReviewsQueryOptions } from '../api/get-property-reviews';
import { similarPropertiesQueryOptions } from '../api/get-similar-properties';

/**
 * Loads the listing before the page shows (spec §2); its reviews and similar listings start loading alongside.
 * Part of the first chunk (no zod) so the listing's request starts as the router starts, in parallel with the page's code.
 */
export function createPropertyDetailLoader(queryClient: QueryClient) {
  return async function propertyDetailLoader({ params }: LoaderFunctionArgs) {
    const id = params.id ?? '';
    if (!isUuid(id)) throwNotFound();
    const reviews = queryClient.prefetchQuery(propertyReviewsQueryOptions(id));
    const similar = queryClient.prefetchQuery(similarPropertiesQueryOptions(id));
    const property = await loadOrNotFound(queryClient.ensureQueryData(propertyDetailQueryOptions(id)));
    // The server renders the reviews and the similar listings into the page too (a crawler follows them);
    // the browser lets them arrive after the listing.
    if (isServerRender) await Promise.all([reviews, similar]);
    // The listing's picture is the page's largest paint: fetch it while the page's code still loads.
    preloadImage(property.propertyImage, {
      srcSet: pictureSrcSet(property.propertyImage),
      sizes: COVER_SIZES,
    });
    return null;
  };
}
