import { describe, expect, it } from 'vitest';
import { makeProperty } from '../../test/api-stub';
import type { PageHead } from './page-head';
import { propertyHead } from './property-head';
import { escapeHtml, renderHeadTags, serializeJsonLd } from './render-head-tags';
import { notFoundHead } from './site-heads';

const ORIGIN = 'https://nestlane.example';
const ATTACK = '</script><script>alert(1)</script>';

/** The tags as a browser reads them. */
function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}

const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('renderHeadTags', () => {
  const head: PageHead = {
    title: 'Nestlane || Home',
    shareTitle: 'Share me',
    description: 'Homes "for sale" & rent <here>',
    canonical: 'https://nestlane.example/allProperties?listedFor=For+Rent&category=Apartment',
    image: {
      url: 'https://nestlane.example/images/hero.webp',
      width: 1600,
      height: 700,
      alt: "Jahan's flat",
    },
    type: 'website',
    robots: 'index, follow',
    jsonLd: [{ '@type': 'WebSite', name: 'Nestlane' }],
  };

  it('writes the title, description, canonical, robots, Open Graph and the Twitter card', () => {
    const doc = parseHead(renderHeadTags(head));
    expect(doc.title).toBe('Nestlane || Home');
    expect(metaContent(doc, 'description')).toBe('Homes "for sale" & rent <here>');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(head.canonical);
    expect(metaContent(doc, 'robots')).toBe('index, follow');
    expect(metaContent(doc, 'og:site_name')).toBe('Nestlane');
    expect(metaContent(doc, 'og:type')).toBe('website');
    expect(metaContent(doc, 'og:title')).toBe('Share me');
    expect(metaContent(doc, 'og:description')).toBe(head.description);
    expect(metaContent(doc, 'og:url')).toBe(head.canonical);
    expect(metaContent(doc, 'og:image')).toBe('https://nestlane.example/images/hero.webp');
    expect(metaContent(doc, 'og:image:width')).toBe('1600');
    expect(metaContent(doc, 'og:image:height')).toBe('700');
    expect(metaContent(doc, 'og:image:alt')).toBe("Jahan's flat");
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(doc, 'twitter:title')).toBe('Share me');
    expect(metaContent(doc, 'twitter:image')).toBe('https://nestlane.example/images/hero.webp');
    expect(doc.querySelector('link[rel="preload"]')).toBeNull();
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'WebSite', name: 'Nestlane' });
  });

  it('writes a small card and no picture tags for a page without a picture, and no canonical when it has none', () => {
    const { image: _image, ...withoutImage } = notFoundHead(ORIGIN);
    const tags = renderHeadTags(withoutImage);
    const doc = parseHead(tags);
    expect(metaContent(doc, 'twitter:card')).toBe('summary');
    expect(tags).not.toContain('og:image');
    expect(tags).not.toContain('twitter:image');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
    expect(metaContent(doc, 'robots')).toBe('noindex');
    expect(doc.title).toBe('Nestlane || Page Not Found');
  });

  it('keeps a listing whose title and description hold markup, quotes and ampersands as text', () => {
    const property = makeProperty({
      propertyTitle: `Flat "A" & 'B' ${ATTACK}`,
      description: `Near <b>the lake</b> & park ${ATTACK}`,
      propertyLocation: 'Road 5 & 6, "Gulshan"',
    });
    const propertyPage = propertyHead(ORIGIN, property);
    const tags = renderHeadTags(propertyPage);

    // Nothing the listing wrote can open or close an element: the only tags are the head's own.
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('<b>');
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);

    const doc = parseHead(tags);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.body.childNodes).toHaveLength(0);
    expect(doc.title).toBe(`Nestlane || Flat "A" & 'B' ${ATTACK}`);
    expect(metaContent(doc, 'og:image:alt')).toBe(property.propertyTitle);
    expect(metaContent(doc, 'og:title')).toContain(`Flat "A" & 'B' ${ATTACK}`);
    expect(metaContent(doc, 'description')).toContain('Near <b>the lake</b> & park');
    // The JSON-LD reads back exactly as built.
    const script = doc.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(propertyPage.jsonLd?.[0]);
  });
});

describe('escapeHtml and serializeJsonLd', () => {
  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('writes <, >, & and the JavaScript line separators as JSON escapes that parse back', () => {
    const data = { name: `${ATTACK} & <!-- \u2028\u2029` };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
