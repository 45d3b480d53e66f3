import { describe, expect, it } from 'vitest';
import { formatPageTitle } from '../../lib/use-page-title';
import { makeAgent, makeProperty } from '../../test/api-stub';
import { agentHead, readCreationDate } from './agent-head';
import { toAbsoluteUrl, truncateText } from './page-head';
import { propertyHead } from './property-head';
import { renderHeadTags } from './render-head-tags';
import { homeHead, notFoundHead } from './site-heads';

const ORIGIN = 'https://nestlane.example';

describe('homeHead and notFoundHead', () => {
  it("gives home the spec's title, its canonical address, the hero as picture, and the site name", () => {
    const home = homeHead(ORIGIN);
    expect(home.title).toBe('Nestlane || Home');
    expect(home.canonical).toBe('https://nestlane.example/');
    expect(home.image).toMatchObject({
      url: 'https://nestlane.example/images/hero.webp',
      width: 1600,
      height: 700,
    });
    expect(renderHeadTags(home)).not.toContain('rel="preload"');
    expect(home.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Nestlane',
        url: 'https://nestlane.example/',
      },
    ]);
    expect(home.robots).toMatch(/^index/);
  });

  it("keeps a missing page out of search results with the not-found page's title", () => {
    const missing = notFoundHead(ORIGIN);
    expect(missing.title).toBe(formatPageTitle('Page Not Found'));
    expect(missing.robots).toBe('noindex');
    expect(missing.canonical).toBeUndefined();
  });
});

describe('propertyHead', () => {
  const property = makeProperty({
    _id: '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
    propertyTitle: 'Lakeside Flat',
    propertyImage: '/uploads/images/cover.webp',
    gallery: [{ url: '/uploads/images/kitchen.webp', alt: 'The kitchen' }],
    listedFor: 'For Rent',
    category: 'Apartment',
    minPrice: 1200,
    maxPrice: 1500,
    district: 'Dhaka',
    upozila: 'Dhaka Metropolitan',
    area: 'Gulshan',
    bedRooms: 3,
    bathRooms: 1,
    propertySize: 1450,
    description: 'Bright rooms\nover the lake.',
  });

  it('keeps the title the page sets and shares the place and the price as the site writes them', () => {
    const head = propertyHead(ORIGIN, property);
    expect(head.title).toBe(formatPageTitle('Lakeside Flat'));
    expect(head.shareTitle).toBe('Lakeside Flat · Gulshan, Dhaka · ৳ 1,200–1,500/month');
    expect(head.description).toBe(
      'For Rent · Apartment · Gulshan, Dhaka · ৳ 1,200–1,500/month. 3 bedrooms, 1 bathroom, 1450 sq ft. Bright rooms over the lake.',
    );
    expect(head.canonical).toBe(
      'https://nestlane.example/propertyDetail/6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
    );
    expect(head.robots).toMatch(/^index/);
  });

  it("shares the cover at 960 px with the title as its description, and preloads nothing (the page's <img> is in the HTML)", () => {
    const head = propertyHead(ORIGIN, property);
    expect(head.image).toEqual({
      url: 'https://nestlane.example/uploads/images/cover-960w.webp',
      alt: 'Lakeside Flat',
    });
    expect(renderHeadTags(head)).not.toContain('rel="preload"');
    // Another site's picture has no sizes: shared as it is.
    expect(propertyHead(ORIGIN, { ...property, propertyImage: 'https://cdn.example/p.jpg' }).image?.url).toBe(
      'https://cdn.example/p.jpg',
    );
  });

  it('describes the listing, its place and its monthly offer in JSON-LD', () => {
    const [listing] = propertyHead(ORIGIN, property).jsonLd ?? [];
    const url = 'https://nestlane.example/propertyDetail/6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f';
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url,
      name: 'Lakeside Flat',
      datePosted: property.addedDate,
      image: [
        'https://nestlane.example/uploads/images/cover-1600w.webp',
        'https://nestlane.example/uploads/images/kitchen-1600w.webp',
      ],
      mainEntity: {
        '@type': 'Apartment',
        address: {
          '@type': 'PostalAddress',
          streetAddress: property.propertyLocation,
          addressLocality: 'Gulshan, Dhaka',
          addressRegion: 'Dhaka',
          addressCountry: 'BD',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 23.7925, longitude: 90.4152 },
        numberOfBedrooms: 3,
        floorSize: { value: 1450, unitCode: 'FTK' },
      },
      offers: {
        '@type': 'Offer',
        url,
        price: 1200,
        priceCurrency: 'BDT',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          minPrice: 1200,
          maxPrice: 1500,
          unitCode: 'MON',
        },
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        offeredBy: {
          '@type': 'Person',
          name: property.agentName,
          url: 'https://nestlane.example/agentProfile/nusrat%40nestlane.test',
        },
      },
    });
  });

  it('leaves out coordinates that are not numbers, and room counts where the place is not a home', () => {
    const [shop] =
      propertyHead(ORIGIN, {
        ...property,
        category: 'Shop',
        listedFor: 'For Sale',
        latitude: 'n/a',
        minPrice: 5,
        maxPrice: 5,
      }).jsonLd ?? [];
    const entity = (shop as { mainEntity: Record<string, unknown> }).mainEntity;
    expect(entity['@type']).toBe('Place');
    expect(entity.geo).toBeUndefined();
    expect(entity.numberOfBedrooms).toBeUndefined();
    const offer = (shop as { offers: Record<string, unknown> }).offers;
    expect(offer.price).toBe(5);
    expect(offer.priceSpecification).toBeUndefined();
    expect(offer.businessFunction).toBe('http://purl.org/goodrelations/v1#Sell');
  });

  it('reduces the offer of a sold listing to sold out and of a rented one to out of stock (decision 048)', () => {
    const availability = (marketState: 'sold' | 'rented') => {
      const [listing] = propertyHead(ORIGIN, { ...property, marketState }).jsonLd ?? [];
      return (listing as { offers: { availability: string } }).offers.availability;
    };
    expect(availability('sold')).toBe('https://schema.org/SoldOut');
    expect(availability('rented')).toBe('https://schema.org/OutOfStock');
  });
});

describe('agentHead', () => {
  const agent = makeAgent({
    name: 'Nusrat Jahan',
    email: 'nusrat+homes@nestlane.test',
    photo: '/uploads/images/nusrat.webp',
    creationDate: 'Tue Jan 02 2024',
  });

  it('keeps the name as title, links the profile as the web app does and describes the Person', () => {
    const head = agentHead(ORIGIN, agent);
    expect(head.title).toBe(formatPageTitle('Nusrat Jahan'));
    expect(head.canonical).toBe('https://nestlane.example/agentProfile/nusrat%2Bhomes%40nestlane.test');
    expect(head.type).toBe('profile');
    expect(head.description).toContain('since January 2024');
    expect(head.image).toEqual({
      url: 'https://nestlane.example/uploads/images/nusrat-480w.webp',
      alt: 'Nusrat Jahan',
    });
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'ProfilePage',
      dateCreated: '2024-01-02',
      mainEntity: {
        '@type': 'Person',
        name: 'Nusrat Jahan',
        image: 'https://nestlane.example/uploads/images/nusrat-480w.webp',
      },
    });
    expect(agentHead(ORIGIN, agent, { page: 3 }).canonical).toBe(`${head.canonical}?page=3`);
    expect(agentHead(ORIGIN, { ...agent, photo: '' }).image).toBeUndefined();
  });

  it("reads the spec's creation date, and nothing else", () => {
    expect(readCreationDate('Fri Dec 31 2021')).toEqual({ iso: '2021-12-31', monthYear: 'December 2021' });
    expect(readCreationDate('2021-12-31')).toBeUndefined();
    expect(readCreationDate('Fri Foo 31 2021')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('cuts a long text at a word with an ellipsis', () => {
    expect(truncateText('one two three four', 12)).toBe('one two…');
    expect(truncateText('  short\n text ', 50)).toBe('short text');
  });

  it("makes addresses absolute, leaving another site's as they are", () => {
    expect(toAbsoluteUrl('https://nestlane.example/', '/a b')).toBe('https://nestlane.example/a%20b');
    expect(toAbsoluteUrl('https://nestlane.example', 'https://x.example/p.jpg')).toBe(
      'https://x.example/p.jpg',
    );
  });
});
