/**
 * What a page asks the worker to keep (lib/offline-copies.ts): the app's code it loaded before the worker
 * controlled it, and a listing the person opened. Only same-origin URLs of the expected kinds are fetched.
 */
import {
  type KEEP_APP_CODE,
  type KEEP_LISTING,
  LISTING_PAGE_PATH,
  type OfflineCopyRequest,
} from '../lib/offline-copies';
import {
  appCodeCache,
  isAppCodeUrl,
  isListingDataUrl,
  isPictureUrl,
  listingDataCache,
  listingPagesCache,
  listingPicturesCache,
} from './caches';

declare const self: ServiceWorkerGlobalScope;

type Request_<T> = Extract<OfflineCopyRequest, { type: T }>;

function toOwnUrls(urls: unknown, isWanted: (pathname: string) => boolean): URL[] {
  if (!Array.isArray(urls)) return [];
  return urls.flatMap((value) => {
    if (typeof value !== 'string') return [];
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin && isWanted(url.pathname) ? [url] : [];
  });
}

export async function keepAppCode(message: Request_<typeof KEEP_APP_CODE>, event: ExtendableMessageEvent) {
  const urls = toOwnUrls(message.urls, isAppCodeUrl);
  await Promise.allSettled(
    urls.map((url) => appCodeCache.cacheFirst.handle({ event, request: new Request(url) })),
  );
}

export async function keepListing(message: Request_<typeof KEEP_LISTING>, event: ExtendableMessageEvent) {
  const pages = toOwnUrls(message.pageUrl === null ? [] : [message.pageUrl], (path) =>
    LISTING_PAGE_PATH.test(path),
  );
  const data = toOwnUrls(message.dataUrls, isListingDataUrl);
  const pictures = toOwnUrls(message.pictureUrls, isPictureUrl);
  await Promise.allSettled([
    ...pages.map((url) =>
      listingPagesCache.networkFirst.handle({
        event,
        request: new Request(url, { headers: { accept: 'text/html' } }),
      }),
    ),
    // Without cookies: the public answer, whoever is signed in.
    ...data.map((url) =>
      listingDataCache.networkFirst.handle({ event, request: new Request(url, { credentials: 'omit' }) }),
    ),
    ...pictures.map((url) => listingPicturesCache.cacheFirst.handle({ event, request: new Request(url) })),
  ]);
  event.ports[0]?.postMessage('kept');
}
