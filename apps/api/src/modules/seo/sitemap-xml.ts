/** The sitemaps protocol's XML (sitemaps.org/protocol.html), written by hand: two elements, five escapes. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element (the protocol asks for these five escaped in URLs too). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_END = '</urlset>\n';

/** One <url>: its absolute address and, when known, when its content last changed. */
export function renderUrlEntry(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>\n`;
}

/** A sitemap index: one <sitemap> per page of URLs. */
export function renderSitemapIndex(pageUrls: readonly string[]): string {
  const entries = pageUrls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
