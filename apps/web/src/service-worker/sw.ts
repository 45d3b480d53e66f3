/**
 * Nestlane's service worker (decision 056), built by vite-plugin-pwa's injectManifest into dist/sw.js.
 * It keeps, with bounds: the page shell and the toaster's code (precached), the app's code as it is
 * loaded, and the listings a person opened (the page, its public data, its pictures), so they read again
 * offline. Everything else goes to the network as before; a write (POST, PATCH, DELETE) is never routed
 * here, so offline it fails where the person acted (decision 052) and nothing is queued.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import {
  KEEP_APP_CODE,
  KEEP_LISTING,
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
  SHELL_URL,
} from './caches';
import { keepAppCode, keepListing } from './keep';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new version takes over at once (hashed files never change, and the old ones stay in the app-code cache
// for a page still running the old version).
void self.skipWaiting();
clientsClaim();

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const isSameOrigin = (url: URL) => url.origin === self.location.origin;

// A listing page: the network's answer (kept), or offline the copy kept when it was opened.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && isSameOrigin(url) && LISTING_PAGE_PATH.test(url.pathname),
  listingPagesCache.networkFirst,
);
// Any other page goes to the network; offline, the page shell (below) draws the app, which says so.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//, /^\/uploads\//] }));
// A listing's data: the network's answer; offline, the public copy kept when the listing was opened.
registerRoute(
  ({ url }) => isSameOrigin(url) && isListingDataUrl(url.pathname),
  listingDataCache.networkFirstReadOnly,
);
// Pictures: a kept copy if there is one (pictures never change under their name), else the network.
registerRoute(
  ({ url }) => isSameOrigin(url) && isPictureUrl(url.pathname),
  listingPicturesCache.cacheFirstReadOnly,
);
// The app's hashed files never change: kept as they are loaded.
registerRoute(({ url }) => isSameOrigin(url) && isAppCodeUrl(url.pathname), appCodeCache.cacheFirst);

// When the network fails and nothing was kept: a page gets the page shell, and the toaster's code (loaded at
// the first toast, which offline is the failure being told) its precached copy.
setCatchHandler(async ({ request }) => {
  const precached = await matchPrecache(request.destination === 'document' ? SHELL_URL : request.url);
  return precached ?? Response.error();
});

self.addEventListener('message', (event) => {
  const message = event.data as OfflineCopyRequest | null;
  if (message?.type === KEEP_APP_CODE) event.waitUntil(keepAppCode(message, event));
  if (message?.type === KEEP_LISTING) event.waitUntil(keepListing(message, event));
});
