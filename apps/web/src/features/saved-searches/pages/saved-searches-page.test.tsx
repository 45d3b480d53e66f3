import type { SavedSearch } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
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

describe('Saved Searches in Bangla', () => {
  it('lists each with its filters in Bangla: places, values and figures', async () => {
    await activateLocale('bn');
    stubSaved(() => [{ ...SAVED, query: { ...SAVED.query, minPrice: '65000', category: 'Apartment' } }]);
    await openApp('/dashboard/savedSearches');
    expect(await screen.findByRole('heading', { level: 1, name: 'সংরক্ষিত সার্চ' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || সংরক্ষিত সার্চ');
    const card = within(await screen.findByRole('article', { name: 'Gulshan flats' }));
    expect(
      card.getByText(
        'লেনদেন: ভাড়া · এলাকা: গুলশান · বেডরুম: ৩+ · সুবিধা: জিম, সুইমিং পুল · বাজেট সর্বনিম্ন: ৬৫,০০০ · ক্যাটাগরি: অ্যাপার্টমেন্ট · মানচিত্রের এলাকা',
      ),
    ).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Gulshan flats খুলুন' })).toHaveTextContent('Gulshan flats খুলুন');
    const alerts = card.getByRole('combobox', { name: 'Gulshan flats-এর অ্যালার্ট' });
    expect(
      within(alerts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['সাথে সাথে', 'দিনে একবার সারসংক্ষেপ', 'বন্ধ']);
  });

  it('changes the alert, renames and deletes in Bangla', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    let list = [SAVED];
    stubSaved(() => list);
    await openApp('/dashboard/savedSearches');
    const card = within(await screen.findByRole('article', { name: 'Gulshan flats' }));
    await user.selectOptions(card.getByRole('combobox', { name: 'Gulshan flats-এর অ্যালার্ট' }), 'daily');
    await settleApp();
    expect(await screen.findByText('“Gulshan flats”-এর অ্যালার্ট: দিনে একবার সারসংক্ষেপ')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Gulshan flats-এর নাম বদলান' }));
    await user.clear(card.getByRole('textbox', { name: 'নতুন নাম' }));
    await user.click(card.getByRole('button', { name: 'নাম সংরক্ষণ করুন' }));
    expect(await card.findByRole('alert')).toHaveTextContent('সংরক্ষিত সার্চের একটি নাম দিন');
    await user.click(card.getByRole('button', { name: 'বাতিল' }));

    await user.click(card.getByRole('button', { name: 'Gulshan flats মুছে ফেলুন' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      '“Gulshan flats” ও এর অ্যালার্টগুলো মুছে ফেলা হবে।',
    );
    list = [];
    await user.click(within(screen.getByRole('alertdialog')).getAllByRole('button').at(-1) as HTMLElement);
    await settleApp();
    expect(await screen.findByText('সংরক্ষিত সার্চ মুছে ফেলা হয়েছে')).toBeInTheDocument();
    expect(await screen.findByText(/^এখনো কোনো সংরক্ষিত সার্চ নেই।/)).toBeInTheDocument();
  });
});
