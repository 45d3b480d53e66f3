/**
 * What the page and the service worker (src/service-worker/) say to each other about offline copies
 * (decision 056). Plain data only: both sides import it, the worker without the DOM.
 */

/** A listing page, the one kind of page kept to be read again offline. */
export const LISTING_PAGE_PATH = /^\/propertyDetail\/[^/]+\/?$/;

/** Asks the worker to keep the app's code the page loaded before the worker controlled it. */
export const KEEP_APP_CODE = 'nestlane:keep-app-code';
/** Asks the worker to keep a listing the person opened: its page, its public data and its pictures. */
export const KEEP_LISTING = 'nestlane:keep-listing';

export type OfflineCopyRequest =
  | {
      type: typeof KEEP_APP_CODE;
      /** What the page loaded (its resource timing entries); the worker keeps the app's own files. */
      urls: string[];
    }
  | {
      type: typeof KEEP_LISTING;
      /** The listing page's own URL (path and query); null when its navigation already went through the worker. */
      pageUrl: string | null;
      /** The public GETs the page reads the listing with. */
      dataUrls: string[];
      /** The pictures the page showed (same-origin /uploads/ URLs). */
      pictureUrls: string[];
    };
