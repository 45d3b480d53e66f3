import type { Role } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { openApp, renderApp, settleApp } from '../../test/render-app';
import { BUYER_SESSION, FRESH_TOKEN, stubSession } from '../../test/stub-session';

function stubSignedIn(role: Role) {
  return stubSession(role, BUYER_SESSION);
}

describe('guards', () => {
  it('show the spinner while the session is being read', async () => {
    stubApi({ '/api/auth/get-session': () => new Promise(() => {}) });
    renderApp('/dashboard/myProfile');
    await settleApp({ waitForCalls: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  });

  it('send a visitor to /signIn, remembering the page', async () => {
    stubApi({ '/api/auth/get-session': () => jsonResponse(null) });
    const { router } = await openApp('/dashboard/wishlist?tab=1');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/signIn');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/wishlist', search: '?tab=1' },
    });
  });

  it('let a signed-in user in and store the access token', async () => {
    stubSignedIn('user');
    await openApp('/dashboard/myProfile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(localStorage.getItem('access-token')).toBe(FRESH_TOKEN);
  });

  it('leave a sign-out made on a guarded page to go where it chooses, not to /signIn', async () => {
    stubSession('user', BUYER_SESSION, { '/api/auth/sign-out': () => ({ success: true }) });
    const { router, authStore } = await openApp('/dashboard/myProfile');
    await screen.findByRole('heading', { name: 'My Profile' });
    await authStore.signOut();
    await settleApp();
    expect(router.state.location.pathname).toBe('/dashboard/myProfile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it.each([
    ['user', '/dashboard/manageUsers'],
    ['agent', '/dashboard/manageUsers'],
    ['user', '/dashboard/addProperty'],
    ['admin', '/dashboard/addProperty'],
  ] as const)('send a %s away from %s to /signIn', async (role, path) => {
    stubSignedIn(role);
    const { router } = await openApp(path);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  it.each([
    ['admin', '/dashboard/manageUsers', 'Manage Users'],
    ['agent', '/dashboard/addProperty', 'Add Property'],
  ] as const)('let an %s into %s', async (role, path, heading) => {
    stubSignedIn(role);
    await openApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('dashboard layout', () => {
  const cases: [Role, string[], string][] = [
    [
      'admin',
      [
        'Admin Profile',
        'Manage Properties',
        'Manage Users',
        'Manage Reviews',
        'Advertise Property',
        'Agent Request',
        'Statistics',
        'Payments',
      ],
      'You are a : admin',
    ],
    [
      'user',
      [
        'My Profile',
        'Wishlist',
        'Property Bought',
        'My Reviews',
        'My Enquiries',
        'Viewings',
        'Saved Searches',
      ],
      '',
    ],
    [
      'agent',
      [
        'Agent Profile',
        'Add Property',
        'My Added Properties',
        'My Sold Properties',
        'Requested Properties',
        'Enquiries',
        'Viewings',
        'Saved Searches',
        'Statistics',
      ],
      'You are a : agent',
    ],
    ['fraud', [], 'You are a : fraud'],
  ];

  it.each(cases)('gives a %s exactly their links, Home and Sign Out', async (role, labels, roleLine) => {
    stubSignedIn(role);
    await openApp('/dashboard/myProfile');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...labels, 'Home']);
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByText('Welcome Back')).toBeInTheDocument();
    expect(screen.getByText('Hello, Rafi Ahmed')).toBeInTheDocument();
    if (roleLine) expect(screen.getByText(roleLine)).toBeInTheDocument();
    else expect(screen.queryByText(/You are a :/)).not.toBeInTheDocument();
  });
});
