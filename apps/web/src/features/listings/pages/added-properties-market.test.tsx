import { findCurrentMonth, MESSAGES } from '@nestlane/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import type { ApiRoutes } from '../../../test/api-stub';
import { readJsonBody } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';
import { makeOwnListing } from '../test-listings';

// Decision 048: the agent's own list shows each listing's place on the market, with Mark rented and Relist.
const RENTAL = makeOwnListing(1, { propertyTitle: 'Uttara Rental', listedFor: 'For Rent' });
const RENTED = makeOwnListing(2, {
  propertyTitle: 'Mirpur Rental',
  listedFor: 'For Rent',
  marketState: 'rented',
});
const SOLD = makeOwnListing(3, { propertyTitle: 'Gulshan Flat', listedFor: 'For Sale', marketState: 'sold' });

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubAgent({ '/api/getProperty': () => [RENTAL, RENTED, SOLD], ...routes });
  await openApp('/dashboard/addedProperties');
  await screen.findByRole('article', { name: RENTAL.propertyTitle });
  return fetchMock;
}

function cardOf(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('My Added Properties: on the market or not', () => {
  it('marks rented and sold listings, and offers Mark rented only for an available rental', async () => {
    await openPage();
    expect(within(cardOf('Mirpur Rental')).getByText('Rented')).toBeInTheDocument();
    expect(within(cardOf('Gulshan Flat')).getByText('Sold')).toBeInTheDocument();
    expect(
      within(cardOf('Uttara Rental')).getByRole('button', { name: 'Mark Uttara Rental rented' }),
    ).toBeEnabled();
    expect(within(cardOf('Gulshan Flat')).queryByRole('button', { name: /rented/ })).not.toBeInTheDocument();
    expect(within(cardOf('Gulshan Flat')).queryByRole('form')).not.toBeInTheDocument();
    expect(
      within(cardOf('Mirpur Rental')).getByRole('form', { name: 'Relist Mirpur Rental' }),
    ).toBeInTheDocument();
  });

  it("marks a rental rented after 'Are you sure?', and reads the list again", async () => {
    const user = userEvent.setup();
    let rented = false;
    const fetchMock = await openPage({
      '/api/getProperty': () => [rented ? { ...RENTAL, marketState: 'rented' } : RENTAL, RENTED, SOLD],
      '/api/markRented': () => {
        rented = true;
        return { modifiedCount: 1 };
      },
    });
    await user.click(
      within(cardOf('Uttara Rental')).getByRole('button', { name: 'Mark Uttara Rental rented' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(
      'Uttara Rental leaves search, the map and the adverts until you relist it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark rented' }));
    await settleApp();
    expect(readJsonBody(fetchMock, 'POST', '/api/markRented')).toEqual({ propertyId: RENTAL._id });
    expect(await screen.findByText('Uttara Rental is marked rented')).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf('Uttara Rental')).getByText('Rented')).toBeInTheDocument());
  });

  it('relists a rented listing from the month chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPage({ '/api/relistProperty': () => ({ modifiedCount: 1 }) });
    const form = within(cardOf('Mirpur Rental')).getByRole('form', { name: 'Relist Mirpur Rental' });
    const month = within(form).getByLabelText('Available from');
    expect(month).toHaveValue(findCurrentMonth());
    const next = `${Number(findCurrentMonth().slice(0, 4)) + 1}-03`;
    fireEvent.change(month, { target: { value: next } });
    await user.click(within(form).getByRole('button', { name: 'Relist' }));
    await settleApp();
    expect(readJsonBody(fetchMock, 'POST', '/api/relistProperty')).toEqual({
      propertyId: RENTED._id,
      availableFrom: next,
    });
    expect(await screen.findByText('Mirpur Rental is back on the market')).toBeInTheDocument();
  });

  it('says it in Bangla', async () => {
    await activateLocale('bn');
    await openPage();
    expect(within(cardOf('Mirpur Rental')).getByText('ভাড়া হয়ে গেছে')).toBeInTheDocument();
    expect(within(cardOf('Gulshan Flat')).getByText('বিক্রি হয়ে গেছে')).toBeInTheDocument();
    expect(
      within(cardOf('Mirpur Rental')).getByRole('button', { name: 'আবার তালিকায় তুলুন' }),
    ).toBeInTheDocument();
  });
});
