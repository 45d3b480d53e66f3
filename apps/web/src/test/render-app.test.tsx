import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from './api-stub';
import { openApp } from './render-app';

// openApp resolves once the app has settled, so this reads the page at once (getBy, no findBy): however
// slowly the machine runs, a page that the app would show is already there.
describe('openApp', () => {
  it('resolves after a guard has sent a visitor on to the lazy sign-in page', async () => {
    stubApi({ '/api/auth/get-session': () => jsonResponse(null) });
    const { router } = await openApp('/dashboard/wishlist');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signIn');
  });
});
