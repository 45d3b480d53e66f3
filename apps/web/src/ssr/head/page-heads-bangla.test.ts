import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { formatPageTitle } from '../../lib/use-page-title';
import { makeAgent, makeProperty } from '../../test/api-stub';
import { agentHead } from './agent-head';
import { allPropertiesHead } from './all-properties-head';
import { propertyHead } from './property-head';
import { homeHead, notFoundHead } from './site-heads';

const ORIGIN = 'https://nestlane.example';

const property = makeProperty({
  propertyTitle: 'Lakeside Flat',
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
  interiorFacilities: ['Gym'],
  outdoorFacilities: [],
  otherFacilities: [],
  description: 'Bright rooms over the lake.',
});

describe('the heads of the server-rendered pages in Bangla', () => {
  it('titles and describes home and a missing page in Bangla', async () => {
    await activateLocale('bn');
    const home = homeHead(ORIGIN);
    expect(home.title).toBe('Nestlane || হোম');
    expect(home.shareTitle).toBe('Nestlane: বাংলাদেশের যাচাইকৃত প্রপার্টি লিস্টিং');
    expect(home.description).toMatch(/^Nestlane বাংলাদেশের যাচাইকৃত প্রপার্টি লিস্টিংয়ের মার্কেটপ্লেস/);
    expect(home.image?.alt).toBe('সন্ধ্যায় আলো জ্বলা অ্যাপার্টমেন্ট ভবন ও পাম গাছে ভরা শহরের দৃশ্য');
    const missing = notFoundHead(ORIGIN);
    // The title the not-found page sets in Bangla (components/not-found-content.tsx).
    expect(missing.title).toBe(formatPageTitle('পেজটি পাওয়া যায়নি'));
    expect(missing.description).toBe('আপনি যে পৃষ্ঠাটি খুঁজছেন, সেটি নেই।');
  });

  it("writes a listing's share card, description and JSON-LD texts in Bangla with Bangla digits", async () => {
    await activateLocale('bn');
    const head = propertyHead(ORIGIN, property);
    expect(head.title).toBe('Nestlane || Lakeside Flat');
    expect(head.shareTitle).toBe('Lakeside Flat · গুলশান, ঢাকা · ৳ ১,২০০–১,৫০০/মাস');
    expect(head.description).toBe(
      'ভাড়া · অ্যাপার্টমেন্ট · গুলশান, ঢাকা · ৳ ১,২০০–১,৫০০/মাস। ৩টি বেডরুম, ১টি বাথরুম, ১,৪৫০ বর্গফুট। Bright rooms over the lake.',
    );
    expect(head.jsonLd?.[0]).toMatchObject({
      mainEntity: {
        address: { addressLocality: 'গুলশান, ঢাকা', addressRegion: 'ঢাকা', addressCountry: 'BD' },
        amenityFeature: [{ name: 'জিম', value: true }],
        numberOfBedrooms: 3,
      },
      offers: { price: 1200, priceSpecification: { unitCode: 'MON', unitText: 'প্রতি মাসে' } },
    });
  });

  it('describes an agent in Bangla, the month they joined in Bangla', async () => {
    await activateLocale('bn');
    const agent = makeAgent({ name: 'Nusrat Jahan', creationDate: 'Tue Jan 02 2024' });
    const head = agentHead(ORIGIN, agent, { page: 2 });
    expect(head.title).toBe('Nestlane || Nusrat Jahan');
    expect(head.shareTitle).toBe('Nusrat Jahan · Nestlane-এর রিয়েল এস্টেট এজেন্ট');
    // ICU's data spells the month জানুয়ারি or জানুয়ারী by version.
    expect(head.description).toMatch(
      /^Nusrat Jahan জানুয়ার[িী] ২০২৪ থেকে Nestlane-এর একজন রিয়েল এস্টেট এজেন্ট। বাংলাদেশে তাঁর দেওয়া বিক্রয় ও ভাড়ার প্রপার্টিগুলো দেখুন। পৃষ্ঠা ২।$/,
    );
    expect(head.jsonLd?.[0]).toMatchObject({ mainEntity: { jobTitle: 'রিয়েল এস্টেট এজেন্ট' } });
  });

  it('titles and describes the search page in Bangla, as the page itself titles it', async () => {
    await activateLocale('bn');
    const all = allPropertiesHead(ORIGIN, new URLSearchParams('page=3'));
    expect(all.title).toBe('Nestlane || সব প্রপার্টি');
    expect(all.description).toMatch(/^Nestlane-এর সব যাচাইকৃত প্রপার্টি লিস্টিং: .* পৃষ্ঠা ৩।$/);
    const landing = allPropertiesHead(ORIGIN, new URLSearchParams('listedFor=For+Rent&category=Studio'));
    expect(landing.title).toBe('Nestlane || সব প্রপার্টি: ভাড়ার স্টুডিও');
    expect(landing.shareTitle).toBe('ভাড়ার স্টুডিও');
    expect(landing.description).toBe('Nestlane-এ ভাড়ার স্টুডিও: ছবি, দাম ও এজেন্টের যোগাযোগসহ যাচাইকৃত লিস্টিং।');
  });

  it('keeps the English heads as before', () => {
    expect(homeHead(ORIGIN).title).toBe('Nestlane || Home');
    expect(propertyHead(ORIGIN, property).description).toBe(
      'For Rent · Apartment · Gulshan, Dhaka · ৳ 1,200–1,500/month. 3 bedrooms, 1 bathroom, 1450 sq ft. Bright rooms over the lake.',
    );
    expect(agentHead(ORIGIN, makeAgent(), { page: 2 }).description).toBe(
      'Nusrat Jahan is a real estate agent on Nestlane since January 2024. See the properties they list for sale and rent in Bangladesh. Page 2.',
    );
    expect(
      allPropertiesHead(ORIGIN, new URLSearchParams('listedFor=For+Rent&category=Studio')).description,
    ).toBe("Studios for rent on Nestlane: verified listings with pictures, prices and the agent's contact.");
  });
});
