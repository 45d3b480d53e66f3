import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty, stubApi } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp } from '../../../test/render-app';

const FLAT = makeProperty({
  _id: '11111111-1111-4111-8111-111111111111',
  propertyTitle: 'Banani Flat',
  minPrice: 120000,
  maxPrice: 150000,
  propertySize: 1500,
  area: 'Banani',
  upozila: 'Dhaka Metropolitan',
  priceReducedAt: '2025-03-01T07:00:00.000Z',
});
const HOUSE = makeProperty({
  _id: '22222222-2222-4222-8222-222222222222',
  propertyTitle: 'Savar House',
  listedFor: 'For Rent',
  minPrice: 1500,
  maxPrice: 1500,
  propertySize: 1000,
  interiorFacilities: [],
});
const GONE = '33333333-3333-4333-8333-333333333333';

function stubCompare() {
  const byId = new Map([FLAT, HOUSE].map((property) => [property._id, property]));
  return stubApi({
    '/api/compareProperties': (url) => {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      return {
        properties: ids.flatMap((id) => byId.get(id) ?? []),
        missingIds: ids.filter((id) => !byId.has(id)),
      };
    },
  });
}

describe('Compare page', () => {
  it('shows the listings side by side from one call, with price per sq ft, rooms, place and facilities', async () => {
    const fetchMock = stubCompare();
    await openApp(`/compare?ids=${FLAT._id},${HOUSE._id}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Compare listings' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Compare listings');
    expect(describeCalls(fetchMock).filter((call) => call.startsWith('GET /api/compareProperties'))).toEqual([
      `GET /api/compareProperties?ids=${FLAT._id},${HOUSE._id}`,
    ]);
    const table = screen.getByRole('table', { name: '2 listings compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('Banani Flat'), expect.stringContaining('Savar House')]);
    // Each fact's row, read across: one cell per listing.
    const readRow = (label: string) =>
      [
        ...(within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelectorAll('td') ??
          []),
      ].map((cell) => cell.textContent);
    expect(
      Object.fromEntries(
        ['Price', 'Price per sq ft', 'Place', 'Interior facilities'].map((label) => [label, readRow(label)]),
      ),
    ).toEqual({
      Price: ['৳ 1.2–1.5 Lakh', '৳ 1,500/month'],
      'Price per sq ft': ['৳ 80–100 per sq ft', '৳ 2 per sq ft per month'],
      Place: ['Banani, Dhaka Metropolitan, Dhaka', 'Gulshan, Dhaka'],
      'Interior facilities': ['Gym, Fireplace', 'None'],
    });
    expect(within(table).getByText('Price reduced')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Banani Flat' })).toHaveAttribute(
      'href',
      `/propertyDetail/${FLAT._id}`,
    );
  });

  it('leaves out what is not a listing, no longer listed or past the fourth, and says so', async () => {
    stubCompare();
    const ids = [
      FLAT._id,
      'garbage',
      GONE,
      HOUSE._id,
      '44444444-4444-4444-8444-444444444444',
      '55555555-5555-4555-8555-555555555555',
    ];
    await openApp(`/compare?ids=${ids.join(',')}`);

    expect(screen.getByText(/You can compare up to 4 listings at a time/)).toHaveTextContent(
      '1 more left out',
    );
    expect(screen.getByText(/not a listing's address: garbage/)).toBeInTheDocument();
    expect(await screen.findByText('2 listings are no longer listed and left out.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '2 listings compared' })).toBeInTheDocument();
  });

  it('takes a listing off, keeping the address shareable', async () => {
    const user = userEvent.setup();
    stubCompare();
    const { router } = await openApp(`/compare?ids=${FLAT._id},${HOUSE._id}`);
    await user.click(screen.getByRole('button', { name: 'Remove Banani Flat from the comparison' }));
    expect(router.state.location.search).toBe(`?ids=${HOUSE._id}`);
    expect(await screen.findByRole('table', { name: '1 listing compared' })).toBeInTheDocument();
  });

  it('says how to choose listings when the address names none', async () => {
    const fetchMock = stubApi({});
    await openApp('/compare');
    expect(screen.getByText(/No listings to compare/)).toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.includes('compareProperties'))).toBe(false);
  });
});

describe('Compare page in Bangla', () => {
  /** A fact's row, read across: one cell per listing. */
  function readRow(table: HTMLElement, label: string) {
    const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
    return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
  }

  it('names every row, value, place and facility in Bangla, with Bangla digits', async () => {
    await activateLocale('bn');
    stubCompare();
    await openApp(`/compare?ids=${FLAT._id},${HOUSE._id}`);

    expect(screen.getByRole('heading', { level: 1, name: 'লিস্টিং তুলনা' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || লিস্টিং তুলনা');
    const table = screen.getByRole('table', { name: '২টি লিস্টিংয়ের তুলনা' });
    expect(
      Object.fromEntries(
        ['দাম', 'প্রতি বর্গফুটের দাম', 'আয়তন', 'বেডরুম', 'জায়গা', 'ক্যাটাগরি', 'কীসের জন্য', 'নির্মাণের বছর'].map(
          (label) => [label, readRow(table, label)],
        ),
      ),
    ).toEqual({
      দাম: ['৳ ১.২–১.৫ লাখ', '৳ ১,৫০০/মাস'],
      'প্রতি বর্গফুটের দাম': ['৳ ৮০–১০০ প্রতি বর্গফুট', '৳ ২ প্রতি বর্গফুট, প্রতি মাসে'],
      আয়তন: ['১,৫০০ বর্গফুট', '১,০০০ বর্গফুট'],
      বেডরুম: ['৪টি বেড', '৪টি বেড'],
      জায়গা: ['বনানী, ঢাকা মহানগর, ঢাকা', 'গুলশান, ঢাকা'],
      ক্যাটাগরি: ['একক পরিবারের বাড়ি', 'একক পরিবারের বাড়ি'],
      'কীসের জন্য': ['বিক্রয়', 'ভাড়া'],
      'নির্মাণের বছর': ['২০১৫', '২০১৫'],
    });
    expect(readRow(table, 'ভেতরের সুবিধা')).toEqual(['জিম, ফায়ারপ্লেস', 'নেই']);
    expect(screen.getByRole('button', { name: 'তুলনা থেকে Banani Flat সরান' })).toBeInTheDocument();
  });

  it('says in Bangla what it left out', async () => {
    await activateLocale('bn');
    stubCompare();
    const ids = [
      FLAT._id,
      'garbage',
      GONE,
      HOUSE._id,
      '44444444-4444-4444-8444-444444444444',
      '55555555-5555-4555-8555-555555555555',
    ];
    await openApp(`/compare?ids=${ids.join(',')}`);

    expect(screen.getByText(/একসাথে সর্বোচ্চ ৪টি লিস্টিং তুলনা করা যায়/)).toHaveTextContent('আরও ১টি বাদ পড়েছে');
    expect(screen.getByText('বাদ দেওয়া হয়েছে, এগুলো কোনো লিস্টিংয়ের ঠিকানা নয়: garbage।')).toBeInTheDocument();
    expect(await screen.findByText('২টি লিস্টিং আর তালিকায় নেই, তাই বাদ দেওয়া হয়েছে।')).toBeInTheDocument();
  });

  it('says how to choose listings, in Bangla, when the address names none', async () => {
    await activateLocale('bn');
    stubApi({});
    await openApp('/compare');
    expect(screen.getByText(/তুলনা করার মতো কোনো লিস্টিং নেই। সর্বোচ্চ ৪টি লিস্টিংয়ে/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লিস্টিং খুঁজুন' })).toHaveAttribute('href', '/allProperties');
  });
});
