import { KEEP_APP_CODE, KEEP_LISTING, LISTING_PAGE_PATH, type OfflineCopyRequest } from './offline-copies';

function isOwnPicture(url: string): boolean {
  return url.startsWith(`${location.origin}/uploads/`);
}

/** The public GETs a listing page reads (features/property-detail/api), as the worker keeps them. */
function listListingDataUrls(propertyId: string): string[] {
  return [
    `/api/detailProperty/${encodeURIComponent(propertyId)}`,
    `/api/getpropertyReview?${new URLSearchParams({ propertyId })}`,
  ];
}

/** Whether the service worker answered this document's own request (and so kept it, if a listing). */
function isDocumentFromWorker(pageUrl: string): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (
    navigation !== undefined &&
    navigation.workerStart > 0 &&
    navigation.name === `${location.origin}${pageUrl}`
  );
}

/**
 * Asks the service worker (decision 056) to keep the listing this page shows, to be read again offline:
 * its page (unless the worker kept it as it answered this document), its public data and the pictures
 * drawn on the page, in the size the browser chose. When this document came from the network, the worker
 * did not see the app's files it loaded either: they are listed too (the worker keeps the /assets/ ones).
 */
export async function keepListingForOffline(propertyId: string) {
  const worker = import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!worker || !navigator.onLine || !LISTING_PAGE_PATH.test(location.pathname)) return;
  const pageUrl = location.pathname + location.search;
  // Not the similar listings' pictures (decision 060): other listings, lazy, mostly never loaded.
  const pictures = [
    ...document.querySelectorAll<HTMLImageElement>('main img:not([data-similar-listings] img)'),
  ].filter((image) => isOwnPicture(image.currentSrc || image.src));
  await Promise.all(pictures.map((image) => image.decode().catch(() => {})));
  const isFromWorker = isDocumentFromWorker(pageUrl);
  const appCode: OfflineCopyRequest = {
    type: KEEP_APP_CODE,
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  const listing: OfflineCopyRequest = {
    type: KEEP_LISTING,
    pageUrl: isFromWorker ? null : pageUrl,
    dataUrls: listListingDataUrls(propertyId),
    pictureUrls: pictures.map((image) => image.currentSrc).filter(isOwnPicture),
  };
  const registration = await worker.ready;
  if (!isFromWorker) registration.active?.postMessage(appCode);
  registration.active?.postMessage(listing);
}
