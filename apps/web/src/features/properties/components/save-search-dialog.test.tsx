import { SAVED_SEARCH_MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, jsonResponse, makeProperty, refusal, stubApi } from '../../../test/api-stub';
import { listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, stubSession } from '../../../test/stub-session';
import { SIGN_IN_TO_SAVE_SEARCH } from './save-search-button';

const SEARCH = '/allProperties?listedFor=For+Rent&upazila=Savar&amenities=Gym&amenities=Pool&minBedrooms=2';
const searchRoute: ApiRoutes = {
  '/api/getVerifiedProperties': () => jsonResponse([makeProperty()], 200, { 'X-Total-Count': '1' }),
  '/api/getWishlist': () => [],
};

async function findSaveButton() {
  const button = await screen.findByRole('button', { name: 'Save search' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('Save search on the search page', () => {
  it('saves the filters of the URL under a name with the chosen alert', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSession('user', BUYER_SESSION, {
      ...searchRoute,
      '/api/savedSearches': () =>
        jsonResponse({ _id: 'a', name: 'Savar to rent', query: {}, alert: 'daily', createdAt: '' }, 201),
    });
    await openApp(SEARCH);
    await user.click(await findSaveButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Gym, Pool, 2+ beds, Savar, For Rent');
    await user.clear(name);
    await user.type(name, 'Savar to rent');
    await user.click(dialog.getByRole('radio', { name: 'Daily digest' }));
    await user.click(dialog.getByRole('button', { name: 'Save search' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/savedSearches',
        body: {
          name: 'Savar to rent',
          alert: 'daily',
          query: { listedFor: 'For Rent', upazila: 'Savar', amenities: ['Gym', 'Pool'], minBedrooms: '2' },
        },
      },
    ]);
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    stubSession('user', BUYER_SESSION, {
      ...searchRoute,
      '/api/savedSearches': () => refusal(409, SAVED_SEARCH_MESSAGES.limitReached),
    });
    await openApp(SEARCH);
    await user.click(await findSaveButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await user.click(dialog.getByRole('button', { name: 'Save search' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.limitReached);
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a name without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSession('user', BUYER_SESSION, searchRoute);
    await openApp(SEARCH);
    await user.click(await findSaveButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.click(dialog.getByRole('button', { name: 'Save search' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.nameRequired);
    expect(listWrites(fetchMock)).toEqual([]);
  });

  it('sends a visitor to sign in, and back to this search afterwards', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(searchRoute);
    const { router } = await openApp(SEARCH);
    await user.click(await findSaveButton());
    expect(await screen.findByText(SIGN_IN_TO_SAVE_SEARCH)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/allProperties', search: SEARCH.slice('/allProperties'.length) },
    });
    expect(listWrites(fetchMock)).toEqual([]);
  });
});

describe('Save search in Bangla', () => {
  it('names the search in Bangla, asks in Bangla, and saves the English filters', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    const fetchMock = stubSession('user', BUYER_SESSION, {
      ...searchRoute,
      '/api/savedSearches': () =>
        jsonResponse({ _id: 'a', name: 'সাভারে ভাড়া', query: {}, alert: 'daily', createdAt: '' }, 201),
    });
    await openApp(SEARCH);
    const button = await screen.findByRole('button', { name: 'সার্চ সংরক্ষণ করুন' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'এই সার্চটি সংরক্ষণ করুন' }));
    const name = dialog.getByRole('textbox', { name: 'নাম' });
    expect(name).toHaveValue('জিম, সুইমিং পুল, ২+ বেডরুম, সাভার, ভাড়া');
    expect(
      within(dialog.getByRole('group', { name: 'অ্যালার্ট' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['সাথে সাথে', 'দিনে একবার সারসংক্ষেপ', 'বন্ধ']);

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'সার্চ সংরক্ষণ করুন' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('সংরক্ষিত সার্চের একটি নাম দিন');

    await user.type(name, 'সাভারে ভাড়া');
    await user.click(dialog.getByRole('radio', { name: 'দিনে একবার সারসংক্ষেপ' }));
    await user.click(dialog.getByRole('button', { name: 'সার্চ সংরক্ষণ করুন' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/savedSearches',
        body: {
          name: 'সাভারে ভাড়া',
          alert: 'daily',
          query: { listedFor: 'For Rent', upazila: 'Savar', amenities: ['Gym', 'Pool'], minBedrooms: '2' },
        },
      },
    ]);
    expect(await screen.findByText('সার্চ সংরক্ষণ করা হয়েছে')).toBeInTheDocument();
  });

  it('asks a visitor in Bangla to sign in', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    stubApi(searchRoute);
    const { router } = await openApp(SEARCH);
    const button = await screen.findByRole('button', { name: 'সার্চ সংরক্ষণ করুন' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('এই সার্চটি সংরক্ষণ করতে সাইন ইন করুন')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
  });
});
