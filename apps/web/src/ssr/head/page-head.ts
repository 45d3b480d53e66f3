/**
 * What a server-rendered public page puts in its <head> (issue 13, decision 032): the title, the
 * description and canonical address search engines read, the share card chat apps draw (Open Graph,
 * Twitter) and JSON-LD. No picture preload: each page's largest picture is an <img fetchpriority="high">
 * in the server's HTML (decision 033). Pure data: `renderHeadTags` writes the HTML.
 */
import { type Locale, PRODUCT_NAME } from '@nestlane/shared';

export type HeadImage = {
  /** Absolute URL: share cards are fetched by other servers. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
};

export type PageHead = {
  /** The <title>: exactly what the page sets as document.title after hydration. */
  title: string;
  /** The share card's title (og:title, twitter:title) when it says more than the tab's; else `title`. */
  shareTitle?: string;
  description: string;
  /** Absolute URL; none for a page that is not a page (not found). */
  canonical?: string;
  image?: HeadImage;
  type: 'website' | 'article' | 'profile';
  jsonLd?: object[];
  /** The robots meta tag's content, e.g. 'noindex, follow'. */
  robots?: string;
  /** The page's language (og:locale); English when unset. */
  locale?: Locale;
  /** The page's address in each language (hreflang alternates, English the x-default). */
  alternates?: Record<Locale, string>;
};

/**
 * The tab title, 'Nestlane || {page}': the same string as lib/use-page-title.ts's formatPageTitle, which
 * imports React (a test keeps the two equal).
 */
export function formatHeadTitle(page: string): string {
  return `${PRODUCT_NAME} || ${page}`;
}

/** The robots rule of a page search engines may show, with a large picture preview. */
export const INDEXABLE = 'index, follow, max-image-preview:large';
/** A page to keep out of results whose links are still worth following. */
export const NOT_INDEXABLE = 'noindex, follow';

/** An address on this site as an absolute URL; an absolute one (another site's picture) stays as it is. */
export function toAbsoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href;
}

/** At most `max` characters, cut at a word and ended with '…'; spaces and line breaks folded. */
export function truncateText(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
