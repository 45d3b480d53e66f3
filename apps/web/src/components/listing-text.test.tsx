/**
 * A listing's text in the reader's language (decision 059): the card, its picture and its buttons name
 * the listing in Bangla for a Bangla reader when the agent wrote a Bangla title, and fall back to the
 * other language when the agent wrote one only; the lib picks descriptions the same way.
 */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { listingDescription, listingTitle } from '../lib/listing-text';
import { makeProperty } from '../test/api-stub';
import { PropertyCard } from './property-card';

const ENGLISH = 'Lakeside Family Home';
const BANGLA = 'লেকের ধারে পারিবারিক বাড়ি';

function renderCard(overrides: Parameters<typeof makeProperty>[0]) {
  const property = makeProperty(overrides);
  const router = createMemoryRouter([{ path: '/', element: <PropertyCard property={property} /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(async () => {
  await activateLocale('en');
});

describe('a card in the reader’s language', () => {
  it('names the listing in Bangla for a Bangla reader', async () => {
    await activateLocale('bn');
    renderCard({ propertyTitle: ENGLISH, propertyTitleBn: BANGLA });
    const card = screen.getByRole('article', { name: BANGLA });
    expect(within(card).getByRole('heading', { name: BANGLA })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: BANGLA })).toBeInTheDocument();
    expect(card).not.toHaveTextContent(ENGLISH);
  });

  it('keeps the English title for an English reader', () => {
    renderCard({ propertyTitle: ENGLISH, propertyTitleBn: BANGLA });
    const card = screen.getByRole('article', { name: ENGLISH });
    expect(card).not.toHaveTextContent(BANGLA);
  });

  it('falls back to the English title for a Bangla reader when there is no Bangla one', async () => {
    await activateLocale('bn');
    renderCard({ propertyTitle: ENGLISH, propertyTitleBn: '' });
    expect(screen.getByRole('heading', { name: ENGLISH })).toBeInTheDocument();
  });

  it('shows a title written only in Bangla to an English reader too', () => {
    renderCard({ propertyTitle: BANGLA, propertyTitleBn: '' });
    expect(screen.getByRole('heading', { name: BANGLA })).toBeInTheDocument();
  });
});

describe('listingTitle and listingDescription', () => {
  const listing = {
    propertyTitle: ENGLISH,
    propertyTitleBn: BANGLA,
    description: 'Bright rooms.',
    descriptionBn: '   ',
  };

  it('pick the reader’s language first', () => {
    expect(listingTitle(listing, 'bn')).toBe(BANGLA);
    expect(listingTitle(listing, 'en')).toBe(ENGLISH);
  });

  it('fall back to the other language when the first is empty or blank', () => {
    expect(listingDescription(listing, 'bn')).toBe('Bright rooms.');
    expect(listingDescription({ ...listing, description: '', descriptionBn: 'উজ্জ্বল ঘর।' }, 'en')).toBe(
      'উজ্জ্বল ঘর।',
    );
    expect(listingDescription({ propertyTitle: ENGLISH }, 'bn')).toBe('');
  });
});
