import { PRODUCT_NAME } from '@nestlane/shared';
import type { PageHead } from './page-head';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content and in a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside <script type="application/ld+json">: the HTML parser ends the script at the first
 * `</script` whatever the JSON says, so `<`, `>` and `&` are written as JSON escapes (\u003c…), which
 * JSON readers decode back; U+2028 and U+2029 too, for readers that treat the text as JavaScript.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const OPEN_GRAPH_LOCALE = { en: 'en_US', bn: 'bn_BD' } as const;

function alternateLinks(alternates: PageHead['alternates']): string[] {
  if (!alternates) return [];
  return [
    ...Object.entries(alternates).map(
      ([locale, href]) => `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.en)}">`,
  ];
}

function meta(attribute: 'name' | 'property', key: string, content: string | number | undefined): string[] {
  if (content === undefined || content === '') return [];
  return [`<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`];
}

/**
 * The head's tags for one page, one per line, to put in the server's HTML in place of index.html's
 * title and description: title, description, canonical, robots, Open Graph, Twitter card and
 * JSON-LD.
 */
export function renderHeadTags(head: PageHead): string {
  const shareTitle = head.shareTitle ?? head.title;
  const { image } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...alternateLinks(head.alternates),
    ...meta('name', 'robots', head.robots),
    ...meta('property', 'og:site_name', PRODUCT_NAME),
    ...meta('property', 'og:type', head.type),
    ...meta('property', 'og:locale', OPEN_GRAPH_LOCALE[head.locale ?? 'en']),
    ...meta('property', 'og:title', shareTitle),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...(image
      ? [
          ...meta('property', 'og:image', image.url),
          ...meta('property', 'og:image:width', image.width),
          ...meta('property', 'og:image:height', image.height),
          ...meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', shareTitle),
    ...meta('name', 'twitter:description', head.description),
    ...(image
      ? [...meta('name', 'twitter:image', image.url), ...meta('name', 'twitter:image:alt', image.alt)]
      : []),
  ];
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return tags.join('\n');
}
