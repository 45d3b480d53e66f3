import { MESSAGES, type Role } from '@nestlane/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, deferred, jsonResponse, makeProperty } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubSession } from '../../../test/stub-session';

// Listed by Nusrat (nusrat@nestlane.test).
const PROPERTY = makeProperty();
const PAGE = `/propertyDetail/${PROPERTY._id}`;

/** Someone signed in with `role` on the property page; `routes` answer the button's own calls. */
async function openAs(role: Role, routes: ApiRoutes = {}, email = 'rafi@nestlane.test') {
  const person = { id: 'person-1', name: 'Rafi Ahmed', email, image: null };
  const fetchMock = stubSession(role, person, {
    [`/api/detailProperty/${PROPERTY._id}`]: () => PROPERTY,
    '/api/getpropertyReview': () => [],
    '/api/getWishlist': () => [],
    ...routes,
  });
  const view = await openApp(PAGE);
  return { fetchMock, ...view };
}

/** The button once auth has settled (it waits for it, since who asks decides what happens). */
async function findButton() {
  const button = await screen.findByRole('button', { name: 'Add To Wishlist' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function wishPosts(fetchMock: Awaited<ReturnType<typeof openAs>>['fetchMock']) {
  return fetchMock.mock.calls
    .map((call) => call as unknown as [string, RequestInit | undefined])
    .filter(([url, init]) => url === '/api/addToWishlist' && init?.method === 'POST');
}

describe('Add To Wishlist', () => {
  it("finishes a visitor's heart once, on this page, after they signed in (decision 061)", async () => {
    sessionStorage.setItem(`nestlane-intent:wish:${PROPERTY._id}`, JSON.stringify({ path: PAGE }));
    const { fetchMock, router } = await openAs('user', {
      '/api/addToWishlist': () => jsonResponse({ insertedId: '33333333-3333-4333-8333-333333333333' }, 201),
    });
    expect(await screen.findByText(MESSAGES.addedToWishlist)).toBeInTheDocument();
    await settleApp();
    expect(wishPosts(fetchMock)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(PAGE);
    expect(sessionStorage.getItem(`nestlane-intent:wish:${PROPERTY._id}`)).toBeNull();
  });

  it('leaves a heart tapped on another page alone', async () => {
    sessionStorage.setItem(
      `nestlane-intent:wish:${PROPERTY._id}`,
      JSON.stringify({ path: '/allProperties' }),
    );
    const { fetchMock } = await openAs('user');
    await findButton();
    await settleApp();
    expect(wishPosts(fetchMock)).toHaveLength(0);
    sessionStorage.clear();
  });

  it("adds a user's wish, toasts and opens the Wishlist", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await openAs('user', {
      '/api/addToWishlist': () => jsonResponse({ insertedId: '33333333-3333-4333-8333-333333333333' }, 201),
    });
    await user.click(await findButton());
    await settleApp();
    expect(await screen.findByText(MESSAGES.addedToWishlist)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wishlist'));
    const posts = wishPosts(fetchMock);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ propertyId: PROPERTY._id });
  });

  it('treats an item already wished (200 with its id) as added', async () => {
    const user = userEvent.setup();
    const { router } = await openAs('user', {
      '/api/addToWishlist': () => ({ insertedId: '33333333-3333-4333-8333-333333333333' }),
    });
    await user.click(await findButton());
    await settleApp();
    expect(await screen.findByText(MESSAGES.addedToWishlist)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wishlist'));
  });

  it.each(['agent', 'admin'] as const)(
    'tells an %s that staff cannot wish-list, without a call',
    async (role) => {
      const user = userEvent.setup();
      const { fetchMock, router } = await openAs(role);
      await user.click(await findButton());
      expect(await screen.findByText(MESSAGES.staffWishlist)).toBeInTheDocument();
      expect(wishPosts(fetchMock)).toHaveLength(0);
      expect(router.state.location.pathname).toBe(PAGE);
    },
  );

  it("tells the listing's own agent they can't add their own product, without a call", async () => {
    const user = userEvent.setup();
    // Someone who listed it as an agent and is a plain user now: the email decides, in any letter case.
    const { fetchMock, router } = await openAs('user', {}, 'Nusrat@Nestlane.test');
    await user.click(await findButton());
    expect(await screen.findByText(MESSAGES.ownProductWishlist)).toBeInTheDocument();
    expect(wishPosts(fetchMock)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it("shows the server's refusal and stays on the page", async () => {
    const user = userEvent.setup();
    const { router } = await openAs('user', {
      '/api/addToWishlist': () =>
        jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Property not found' }, 404),
    });
    await user.click(await findButton());
    await settleApp();
    expect(await screen.findByText('Property not found')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.addedToWishlist)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('is disabled while the wish is being sent, so a double click sends one', async () => {
    const user = userEvent.setup();
    const wish = deferred<Response>();
    const { fetchMock } = await openAs('user', { '/api/addToWishlist': () => wish.promise });
    const button = await findButton();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(wishPosts(fetchMock)).toHaveLength(1);
    wish.resolve(jsonResponse({ insertedId: '33333333-3333-4333-8333-333333333333' }, 201));
    await settleApp();
    expect(await screen.findByText(MESSAGES.addedToWishlist)).toBeInTheDocument();
    expect(describeCalls(fetchMock).filter((call) => call === 'POST /api/addToWishlist')).toHaveLength(1);
  });
});
