import { describe, expect, it } from 'vitest';
import { allPropertiesPageName } from '../../lib/search-page-title';
import { formatPageTitle } from '../../lib/use-page-title';
import { allPropertiesHead, LAST_SEARCH_PAGE } from './all-properties-head';
import { formatHeadTitle } from './page-head';
import { renderHeadTags } from './render-head-tags';

const ORIGIN = 'https://nestlane.example';
const head = (query: string) => allPropertiesHead(ORIGIN, new URLSearchParams(query));
const canonicalQuery = (query: string) => new URL(head(query).canonical ?? '').search;

describe('the search page title', () => {
  it('is the one the page sets, the spec\'s "All Property", when no kind, rent or place is chosen', () => {
    expect(formatHeadTitle('All Property')).toBe(formatPageTitle('All Property'));
    expect(head('').title).toBe('Nestlane || All Property');
    // The home search's hand-over (text and order) keeps the spec's title (e2e home.spec.ts).
    expect(head('search=Villa&priceSort=asc&priceRange=50000-100000').title).toBe('Nestlane || All Property');
  });

  it("names the kind, rent or sale and the place after the spec's title", () => {
    expect(
      allPropertiesPageName(
        new URLSearchParams('listedFor=For+Rent&category=Apartment&district=Dhaka&area=Gulshan'),
      ),
    ).toBe('All Property: Apartments for rent in Gulshan, Dhaka');
    expect(head('listedFor=For+Sale').title).toBe('Nestlane || All Property: Properties for sale');
    expect(head('categories=Office&division=Chattogram').title).toBe(
      'Nestlane || All Property: Offices in Chattogram',
    );
    expect(head('category=Shop&categories=Office').title).toBe('Nestlane || All Property: Properties');
    expect(head('district=Dhaka&upazila=Savar&listedFor=All').title).toBe(
      'Nestlane || All Property: Properties in Savar, Dhaka',
    );
    expect(head('listedFor=For+Rent&category=Studio').shareTitle).toBe('Studios for rent');
    expect(head('listedFor=For+Rent&category=Studio').description).toMatch(/^Studios for rent on Nestlane: /);
  });
});

describe('what search engines may index', () => {
  it('indexes the landing pages (kind, rent or sale, a known place, their pages) at one canonical address', () => {
    const landing = head(
      'area=Gulshan&utm_source=chat&category=Apartment&view=map&district=Dhaka&listedFor=For+Rent&page=2',
    );
    expect(landing.robots).toBe('index, follow, max-image-preview:large');
    expect(landing.canonical).toBe(
      'https://nestlane.example/allProperties?listedFor=For+Rent&category=Apartment&district=Dhaka&area=Gulshan&page=2',
    );
    expect(landing.description).toContain('Page 2.');
    expect(head('').canonical).toBe('https://nestlane.example/allProperties');
    expect(head('page=1&view=list').canonical).toBe('https://nestlane.example/allProperties');
    expect(head('page=abc').canonical).toBe('https://nestlane.example/allProperties');
    expect(head('division=Sylhet').robots).toMatch(/^index/);
    expect(head('district=Dhaka&upazila=Savar').robots).toMatch(/^index/);
    // The picker's one category and the sheet's one category are one page.
    expect(canonicalQuery('categories=Condo')).toBe('?category=Condo');
  });

  it('points a first page in another order at the landing page, which holds the same listings', () => {
    const sorted = head('listedFor=For+Sale&sort=price-asc&priceSort=desc');
    expect(sorted.robots).toMatch(/^index/);
    expect(canonicalQuery('listedFor=For+Sale&sort=price-asc&priceSort=desc')).toBe('?listedFor=For+Sale');
  });

  it.each([
    ['text', 'search=lake+view'],
    ['a price band', 'priceRange=900000-%2B'],
    ['a budget', 'listedFor=For+Rent&maxPrice=2000'],
    ['bedrooms', 'minBedrooms=3'],
    ['a size', 'minSize=500&maxSize=900'],
    ['amenities', 'amenities=Pool'],
    ['a listing age', 'addedWithinDays=7'],
    ['a map box', 'north=23.9&south=23.7&east=90.5&west=90.3'],
    ['several kinds', 'categories=Apartment,Condo'],
    ['an unknown place', 'district=Atlantis'],
    ['an upazila of another district', 'district=Sylhet&upazila=Savar'],
    ['a city area of another district', 'district=Sylhet&area=Gulshan'],
    ['a division with a district', 'division=Dhaka&district=Dhaka'],
    ['a later page in another order', 'listedFor=For+Rent&sort=price-desc&page=2'],
    ['a page the search does not answer', `page=${LAST_SEARCH_PAGE + 1}`],
  ])('keeps out a search narrowed by %s, with its own address as canonical', (_what, query) => {
    const narrowed = head(query);
    expect(narrowed.robots).toBe('noindex, follow');
    const canonical = new URL(narrowed.canonical ?? '');
    expect(canonical.pathname).toBe('/allProperties');
    expect(canonical.search).not.toBe('');
  });

  it("writes a narrowed search's address in one order, each filter once, without what the page ignores", () => {
    expect(
      canonicalQuery(
        'amenities=WiFi&amenities=Pool,Gym&minBedrooms=02&search=+lake+&foo=bar&view=map&page=3',
      ),
    ).toBe(`?search=lake&minBedrooms=2&amenities=${encodeURIComponent('Gym,Pool,WiFi')}&page=3`);
    expect(canonicalQuery('priceRange=900000-%2B&minPrice=abc')).toBe('?priceRange=900000-Above');
    expect(canonicalQuery(`search=${encodeURIComponent('Search By Property Title')}&minSize=5`)).toBe(
      '?minSize=5',
    );
  });

  it('shares the site picture and preloads nothing', () => {
    expect(head('').image?.url).toBe('https://nestlane.example/images/hero.webp');
    expect(renderHeadTags(head(''))).not.toContain('rel="preload"');
  });
});
