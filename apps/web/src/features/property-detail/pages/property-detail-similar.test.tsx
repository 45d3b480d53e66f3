import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

const property = makeProperty({ listedFor: 'For Rent' });
const similar = [
  makeProperty({
    _id: '0b5d1c8e-6a1f-4d2c-9e3b-7a8b9c0d1e2f',
    propertyTitle: 'Lake View Flat',
    listedFor: 'For Rent',
  }),
  makeProperty({
    _id: '1c6e2d9f-7b2a-4e3d-8f4c-8b9c0d1e2f3a',
    propertyTitle: 'Park Side Flat',
    listedFor: 'For Rent',
  }),
];

function stubPage(similarListings = similar) {
  const asked: string[] = [];
  stubApi({
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => [],
    [`/api/similarProperties/${property._id}`]: () => {
      asked.push(property._id);
      return similarListings;
    },
  });
  return asked;
}

describe('Similar listings under a listing', () => {
  it('shows each as a card that opens its page', async () => {
    const asked = stubPage();
    await openApp(`/propertyDetail/${property._id}`);
    const section = await screen.findByRole('region', { name: 'Similar listings' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Lake View Flat',
      'Park Side Flat',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'View Detail' })).toHaveAttribute(
      'href',
      `/propertyDetail/${similar[0]?._id}`,
    );
    expect(asked).toEqual([property._id]);
  });

  it('shows nothing when no listing is like it', async () => {
    stubPage([]);
    await openApp(`/propertyDetail/${property._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Family Home' });
    await screen.findByText('No reviews for this property yet.');
    expect(screen.queryByRole('region', { name: 'Similar listings' })).not.toBeInTheDocument();
  });

  it('is titled in Bangla', async () => {
    await activateLocale('bn');
    stubPage();
    await openApp(`/propertyDetail/${property._id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'একই রকম আরও বিজ্ঞাপন' })).toBeInTheDocument();
  });
});
