import type { SavedSearch } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, stubSession } from '../../../test/stub-session';

const ID = 'c1b2c3d4-0000-4000-8000-000000000001';
const SAVED: SavedSearch = {
  _id: ID,
  name: 'Gulshan flats',
  query: {
    listedFor: 'For Rent',
    area: 'Gulshan',
    minBedrooms: '3',
    amenities: ['Gym', 'Pool'],
    north: '23.8',
    south: '23.7',
    east: '90.5',
    west: '90.4',
  },
  alert: 'instant',
  createdAt: '2026-11-20T09:30:00.000Z',
};

function stubSaved(list: () => SavedSearch[]) {
  return stubSession('user', BUYER_SESSION, {
    '/api/savedSearches': () => list(),
    [`/api/savedSearches/${ID}`]: () => ({ ...SAVED, name: 'Gulshan rentals' }),
  });
}

async function openCard() {
  await openApp('/dashboard/savedSearches');
  return within(await screen.findByRole('article', { name: 'Gulshan flats' }));
}

describe('Saved Searches', () => {
  it('lists each with its filters in words and opens the search page with them', async () => {
    stubSaved(() => [SAVED]);
    const card = await openCard();
    expect(
      card.getByText(/Deal: For Rent · Area: Gulshan · Bedrooms: 3\+ · Facilities: Gym, Pool · Map area/),
    ).toBeInTheDocument();
    const open = card.getByRole('link', { name: 'Open Gulshan flats' });
    expect(open).toHaveAttribute(
      'href',
      '/allProperties?listedFor=For+Rent&area=Gulshan&minBedrooms=3&amenities=Gym&amenities=Pool&north=23.8&south=23.7&east=90.5&west=90.4',
    );
    expect(card.getByRole('combobox', { name: 'Alerts for Gulshan flats' })).toHaveValue('instant');
  });

  it('changes the alert and renames', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSaved(() => [SAVED]);
    const card = await openCard();
    await user.selectOptions(card.getByRole('combobox', { name: 'Alerts for Gulshan flats' }), 'daily');
    await settleApp();
    await user.click(card.getByRole('button', { name: 'Rename Gulshan flats' }));
    const input = card.getByRole('textbox', { name: 'New name' });
    await user.clear(input);
    await user.type(input, 'Gulshan rentals');
    await user.click(card.getByRole('button', { name: 'Save name' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'PATCH', path: `/api/savedSearches/${ID}`, body: { alert: 'daily' } },
      { method: 'PATCH', path: `/api/savedSearches/${ID}`, body: { name: 'Gulshan rentals' } },
    ]);
  });

  it('deletes after asking', async () => {
    const user = userEvent.setup();
    let list = [SAVED];
    const fetchMock = stubSaved(() => list);
    const card = await openCard();
    await user.click(card.getByRole('button', { name: 'Delete Gulshan flats' }));
    list = [];
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'DELETE', path: `/api/savedSearches/${ID}`, body: undefined },
    ]);
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
  });
});
