/**
 * The service worker's caches, each bounded in entries and age (decision 056). Each offers the strategies
 * its routes use: one that keeps what the network answers, and a read-only one for answers that must be
 * kept only when the page asks (a listing's data and pictures, requested also by other pages).
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isPublicAnswer } from './public-answer';

const DAY_SECONDS = 24 * 60 * 60;

/** The page shell the build precaches (index.html): drawn offline for a page not kept. */
export const SHELL_URL = '/index.html';

const keepPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isPublicAnswer(request, response) ? response : null),
};

const keepNothing: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
};

function defineCache(cacheName: string, bounds: { maxEntries: number; maxAgeDays: number }) {
  const expiration = new ExpirationPlugin({
    maxEntries: bounds.maxEntries,
    maxAgeSeconds: bounds.maxAgeDays * DAY_SECONDS,
    purgeOnQuotaError: true,
  });
  // The pages vary on language and cookie, the API on encoding: a kept copy is matched by its URL alone
  // (the language is in it or in the cookie, which the Cache API cannot see either way).
  const options = { cacheName, matchOptions: { ignoreVary: true } };
  const keeping = { ...options, plugins: [keepPublicAnswers, expiration] };
  const readOnly = { ...options, plugins: [keepNothing, expiration] };
  return {
    cacheName,
    networkFirst: new NetworkFirst(keeping),
    cacheFirst: new CacheFirst(keeping),
    networkFirstReadOnly: new NetworkFirst(readOnly),
    cacheFirstReadOnly: new CacheFirst(readOnly),
  };
}

/** The listing pages a person opened, as the server rendered them (about 40–110 KB of HTML each). */
export const listingPagesCache = defineCache('nestlane-listing-pages', { maxEntries: 30, maxAgeDays: 30 });
/** Their public data: the listing and its reviews, two small JSON answers a listing. */
export const listingDataCache = defineCache('nestlane-listing-data', { maxEntries: 60, maxAgeDays: 30 });
/** Their pictures, in the one size each the browser chose. */
export const listingPicturesCache = defineCache('nestlane-listing-pictures', {
  maxEntries: 150,
  maxAgeDays: 30,
});
/** The app's hashed scripts, styles and fonts as they are loaded (about 60–80 for a visit's pages). */
export const appCodeCache = defineCache('nestlane-app-code', { maxEntries: 200, maxAgeDays: 60 });

const LISTING_DATA_PATH = /^\/api\/(?:detailProperty\/[^/]+|getpropertyReview)$/;

export function isListingDataUrl(pathname: string): boolean {
  return LISTING_DATA_PATH.test(pathname);
}

export function isPictureUrl(pathname: string): boolean {
  return pathname.startsWith('/uploads/');
}

export function isAppCodeUrl(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}
