import { MESSAGES, type Role } from '@nestlane/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { readPendingIntent, savePendingIntent } from '../../../lib/pending-intent';
import { type ApiRoutes, deferred, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { listWrites } from '../../../test/calls';
import { openApp, renderApp, settleApp } from '../../../test/render-app';
import { stubSession } from '../../../test/stub-session';

// Listed by Nusrat (nusrat@nestlane.test).
const HOME = makeProperty({ propertyTitle: 'Lake View Flat' });
const OTHER = makeProperty({
  _id: '11111111-1111-4111-8111-111111111111',
  propertyTitle: 'Quiet Garden House',
});
const WISH_ID = '33333333-3333-4333-8333-333333333333';
const HEART = 'Save Lake View Flat to wishlist';

const searchRoute: ApiRoutes = {
  '/api/getVerifiedProperties': () => jsonResponse([HOME, OTHER], 200, { 'X-Total-Count': '2' }),
};

async function openAs(role: Role, routes: ApiRoutes = {}, email = 'rafi@nestlane.test') {
  const person = { id: 'person-1', name: 'Rafi Ahmed', email, image: null };
  const fetchMock = stubSession(role, person, { ...searchRoute, '/api/getWishlist': () => [], ...routes });
  const view = await openApp('/allProperties?listedFor=For+Rent');
  return { fetchMock, ...view };
}

async function findHeart(name = HEART) {
  const heart = await screen.findByRole('button', { name });
  await waitFor(() => expect(heart).toBeEnabled());
  return heart;
}

describe('The heart on a result card', () => {
  it('sends a visitor to sign in, saying why, and remembers the search', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(searchRoute);
    const { router } = await openApp('/allProperties?listedFor=For+Rent');
    await user.click(await findHeart());
    expect(await screen.findByText(MESSAGES.signInToWishlist)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/allProperties', search: '?listedFor=For+Rent' },
    });
    expect(listWrites(fetchMock)).toEqual([]);
  });

  it.each(['agent', 'admin'] as const)(
    'tells an %s that staff cannot wish-list, without a call',
    async (role) => {
      const user = userEvent.setup();
      const { fetchMock, router } = await openAs(role);
      await user.click(await findHeart());
      expect(await screen.findByText(MESSAGES.staffWishlist)).toBeInTheDocument();
      expect(listWrites(fetchMock)).toEqual([]);
      expect(router.state.location.pathname).toBe('/allProperties');
      // Staff have no wish-list to read.
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/getWishlist'))).toBe(false);
    },
  );

  it("tells the listing's own agent they can't add their own product, without a call", async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openAs('user', {}, 'Nusrat@Nestlane.test');
    await user.click(await findHeart());
    expect(await screen.findByText(MESSAGES.ownProductWishlist)).toBeInTheDocument();
    expect(listWrites(fetchMock)).toEqual([]);
  });

  it('saves a home in place with the spec body, then shows it filled', async () => {
    const user = userEvent.setup();
    let wished: { _id: string; propertyId: string }[] = [];
    const { fetchMock, router } = await openAs('user', {
      '/api/getWishlist': (url) => {
        expect(url.searchParams.get('email')).toBe('rafi@nestlane.test');
        return wished.map((item) => ({ ...HOME, ...item, wishedEmail: 'rafi@nestlane.test' }));
      },
      '/api/addToWishlist': () => {
        wished = [{ _id: WISH_ID, propertyId: HOME._id }];
        return jsonResponse({ insertedId: WISH_ID }, 201);
      },
    });
    const heart = await findHeart();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await settleApp();
    expect(await screen.findByText(MESSAGES.addedToWishlist)).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveFocus();
    expect(router.state.location.pathname).toBe('/allProperties');
    expect(listWrites(fetchMock)).toEqual([
      { method: 'POST', path: '/api/addToWishlist', body: { propertyId: HOME._id } },
    ]);
    expect(screen.getByRole('button', { name: 'Save Quiet Garden House to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a home already wished as filled, and a press takes it off the wish-list', async () => {
    const user = userEvent.setup();
    let wished = [{ _id: WISH_ID, propertyId: HOME._id }];
    const { fetchMock } = await openAs('user', {
      '/api/getWishlist': () =>
        wished.map((item) => ({ ...HOME, ...item, wishedEmail: 'rafi@nestlane.test' })),
      [`/api/delete-wish/${WISH_ID}`]: () => {
        wished = [];
        return { deletedCount: 1 };
      },
    });
    const heart = await findHeart();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await settleApp();
    expect(await screen.findByText(MESSAGES.wishDeleted)).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(listWrites(fetchMock)).toEqual([
      { method: 'DELETE', path: `/api/delete-wish/${WISH_ID}`, body: undefined },
    ]);
  });

  it('decides a press made while the wish-list loads on its answer, and counts a second press as the same', async () => {
    const user = userEvent.setup();
    const firstRead = deferred<unknown>();
    let reads = 0;
    const fetchMock = stubSession(
      'user',
      { id: 'person-1', name: 'Rafi Ahmed', email: 'rafi@nestlane.test', image: null },
      {
        ...searchRoute,
        // The first read is held back; the one after the change finds the list empty.
        '/api/getWishlist': () => (++reads === 1 ? firstRead.promise : []),
        [`/api/delete-wish/${WISH_ID}`]: () => ({ deletedCount: 1 }),
      },
    );
    renderApp('/allProperties?listedFor=For+Rent');
    await settleApp({ waitForCalls: false });
    const heart = await findHeart();
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'true'));
    await user.click(heart);
    await user.click(heart);
    expect(listWrites(fetchMock)).toEqual([]);

    firstRead.resolve([{ ...HOME, _id: WISH_ID, propertyId: HOME._id, wishedEmail: 'rafi@nestlane.test' }]);
    expect(await screen.findByText(MESSAGES.wishDeleted)).toBeInTheDocument();
    await settleApp();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(listWrites(fetchMock)).toEqual([
      { method: 'DELETE', path: `/api/delete-wish/${WISH_ID}`, body: undefined },
    ]);
  });

  it.each([
    {
      wishedAlready: false,
      writes: [{ method: 'POST', path: '/api/addToWishlist', body: { propertyId: HOME._id } }],
    },
    { wishedAlready: true, writes: [] },
  ])(
    "finishes a visitor's heart after sign-in by saving, never by taking off (wished already: $wishedAlready)",
    async ({ wishedAlready, writes }) => {
      savePendingIntent('wish', HOME._id, { path: '/allProperties?listedFor=For+Rent' });
      const wished = wishedAlready
        ? [{ ...HOME, _id: WISH_ID, propertyId: HOME._id, wishedEmail: 'rafi@nestlane.test' }]
        : [];
      const { fetchMock } = await openAs('user', {
        '/api/getWishlist': () => wished,
        '/api/addToWishlist': () => jsonResponse({ insertedId: WISH_ID }, 201),
      });
      await settleApp();
      expect(readPendingIntent('wish', HOME._id)).toBeNull();
      expect(listWrites(fetchMock)).toEqual(writes);
    },
  );

  it('sits beside View Detail on every card, after it in the Tab order', async () => {
    await openAs('user');
    const card = screen.getByRole('article', { name: 'Lake View Flat' });
    const stops = [...card.querySelectorAll('a, button')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    // Then the card's Compare (decision 038).
    expect(stops.slice(-3)).toEqual(['View Detail', HEART, 'Compare Lake View Flat']);
    expect(screen.getAllByRole('button', { name: /^Save .* to wishlist$/ })).toHaveLength(2);
  });
});

describe('The heart on a result card in Bangla', () => {
  it('is named in Bangla and says so in Bangla when the home is saved', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    const { fetchMock } = await openAs('user', {
      '/api/addToWishlist': () => jsonResponse({ insertedId: WISH_ID }, 201),
    });
    const heart = await findHeart('Lake View Flat উইশলিস্টে রাখুন');
    await user.click(heart);
    await settleApp();
    expect(await screen.findByText('সফলভাবে উইশলিস্টে যোগ করা হয়েছে')).toBeInTheDocument();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'POST', path: '/api/addToWishlist', body: { propertyId: HOME._id } },
    ]);
  });
});
