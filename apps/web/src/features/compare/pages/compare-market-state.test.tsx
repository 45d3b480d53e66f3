import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

// Decision 048: a sold or rented listing keeps its compare column, marked.
const SOLD = makeProperty({
  _id: '11111111-1111-4111-8111-111111111111',
  propertyTitle: 'Sold Banani Flat',
  marketState: 'sold',
});
const RENTED = makeProperty({
  _id: '22222222-2222-4222-8222-222222222222',
  propertyTitle: 'Rented Savar House',
  listedFor: 'For Rent',
  marketState: 'rented',
});

async function openCompare() {
  stubApi({ '/api/compareProperties': () => ({ properties: [SOLD, RENTED], missingIds: [] }) });
  await openApp(`/compare?ids=${SOLD._id},${RENTED._id}`);
  return screen.getByRole('table');
}

function headerOf(table: HTMLElement, title: string) {
  const header = within(table)
    .getAllByRole('columnheader')
    .find((cell) => cell.textContent?.includes(title));
  if (!header) throw new Error(`no column for ${title}`);
  return header;
}

describe('Compare: sold and rented listings', () => {
  it('marks each column Sold or Rented', async () => {
    const table = await openCompare();
    expect(within(headerOf(table, 'Sold Banani Flat')).getByText('Sold')).toBeInTheDocument();
    expect(within(headerOf(table, 'Rented Savar House')).getByText('Rented')).toBeInTheDocument();
  });

  it('marks them in Bangla', async () => {
    await activateLocale('bn');
    const table = await openCompare();
    expect(within(headerOf(table, 'Sold Banani Flat')).getByText('বিক্রি হয়ে গেছে')).toBeInTheDocument();
    expect(within(headerOf(table, 'Rented Savar House')).getByText('ভাড়া হয়ে গেছে')).toBeInTheDocument();
  });
});
