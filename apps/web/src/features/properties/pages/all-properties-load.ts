import { pictureSrcSet } from '@nestlane/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { CARD_IMAGE_SIZES } from '../../../lib/picture-sizes';
import { preloadImage } from '../../../lib/preload-image';
import { isServerRender } from '../../../lib/rendering';
import { verifiedPropertiesQueryOptions } from '../api/get-verified-properties';
import { readFiltersFromParams, takeHomeSearchHandoff } from '../lib/search-filters';

/**
 * What runs before the search page shows (all-properties-loader.ts loads it). Choices handed over by
 * the home search win on this first open and move into the URL, so the search can be shared and
 * survives a reload. The first page of results starts loading here, in parallel with the page's code.
 */
export function loadAllProperties(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The hand-over lives in the browser's session storage; the server renders the URL's search.
  const next = isServerRender ? null : takeHomeSearchHandoff(url.searchParams);
  if (next !== null && next.toString() !== url.searchParams.toString()) {
    const query = next.toString();
    return redirect(`${url.pathname}${query ? `?${query}` : ''}`);
  }
  const filters = readFiltersFromParams(url.searchParams);
  const options = verifiedPropertiesQueryOptions(filters);
  // The first card's picture is the largest paint on a phone: fetch it while the page's code still loads.
  // Beside the map (or in its sheet on a phone) the cards are not the first paint: the map is.
  const loading = queryClient.prefetchQuery(options).then(() => {
    if (filters.view === 'map') return null;
    const firstImage = queryClient.getQueryData(options.queryKey)?.properties[0]?.propertyImage;
    if (firstImage) preloadImage(firstImage, { srcSet: pictureSrcSet(firstImage), sizes: CARD_IMAGE_SIZES });
    return null;
  });
  // The server renders the results into the page; the browser shows the page at once and the results as they come.
  // In map view the server does not wait for the list: the map, not the cards beside it, is what is looked for.
  return isServerRender && filters.view !== 'map' ? loading : null;
}
