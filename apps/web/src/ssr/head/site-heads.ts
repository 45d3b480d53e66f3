/** The heads of the pages without data of their own: home, not found and a page that failed (decision 032). */
import { MESSAGES, PRODUCT_NAME } from '@nestlane/shared';
import { localizeMessage } from '../../i18n';
import { commonText } from '../../lib/common-text';
import { headText } from './messages';
import { formatHeadTitle, INDEXABLE, type PageHead, toAbsoluteUrl } from './page-head';
import { siteImage } from './site-image';

/** index.html's description: what the site is, in one sentence (`head.siteDescription` in the page's language). */
export const SITE_DESCRIPTION =
  'Nestlane is a marketplace for verified property listings in Bangladesh: search homes, apartments, offices and shops for sale or rent, read client reviews and contact trusted agents.';

/** The head of /: the spec's title 'Nestlane || Home', the site's name for search engines. */
export function homeHead(origin: string): PageHead {
  const url = toAbsoluteUrl(origin, '/');
  return {
    title: formatHeadTitle(commonText('common.nav.home')),
    shareTitle: headText('head.homeShareTitle'),
    description: headText('head.siteDescription'),
    canonical: url,
    image: siteImage(origin),
    type: 'website',
    robots: INDEXABLE,
    // Google reads the site's name from WebSite on the home page (Search Central, "Site names").
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url }],
  };
}

/**
 * The head of a page that does not exist (an unknown address, a listing or agent that is gone): the
 * title the not-found page sets, kept out of search results, no canonical address.
 */
export function notFoundHead(origin: string): PageHead {
  return {
    title: formatHeadTitle(commonText('common.notFound.title')),
    description: localizeMessage(MESSAGES.notFound),
    image: siteImage(origin),
    type: 'website',
    robots: 'noindex',
  };
}

/**
 * The head of a page whose data failed to load (the API answered 5xx): the title the route's error page
 * sets, kept out of search results for now, no canonical address. The page exists: it is not a not-found page.
 */
export function failedPageHead(origin: string): PageHead {
  return {
    title: formatHeadTitle(commonText('common.routeError.title')),
    description: commonText('common.routeError.body'),
    image: siteImage(origin),
    type: 'website',
    robots: 'noindex',
  };
}
