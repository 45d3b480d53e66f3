import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

// Decision 048: a sold or rented listing's page stays reachable, marked in its header.
async function openDetail(marketState: 'available' | 'sold' | 'rented') {
  const property = makeProperty({ marketState });
  stubApi({
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => [],
  });
  await openApp(`/propertyDetail/${property._id}`);
  const heading = await screen.findByRole('heading', { level: 1, name: property.propertyTitle });
  const header = heading.closest('header');
  if (!header) throw new Error('the page has no header');
  return header;
}

describe('Property detail page: sold and rented', () => {
  it('marks a sold listing Sold', async () => {
    expect(within(await openDetail('sold')).getByText('Sold')).toBeInTheDocument();
  });

  it('marks a rented listing Rented', async () => {
    expect(within(await openDetail('rented')).getByText('Rented')).toBeInTheDocument();
  });

  it('marks nothing while it is available', async () => {
    const header = await openDetail('available');
    expect(within(header).queryByText('Sold')).not.toBeInTheDocument();
    expect(within(header).queryByText('Rented')).not.toBeInTheDocument();
  });

  it('marks it in Bangla', async () => {
    await activateLocale('bn');
    expect(within(await openDetail('sold')).getByText('বিক্রি হয়ে গেছে')).toBeInTheDocument();
  });
});
