import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { jsonResponse, makeProperty, stubApi } from './api-stub';
import { openApp, settleApp } from './render-app';

// openApp resolves once the app has settled, so these read the page at once (getBy, no findBy): however
// slowly the machine runs, a page that the app would show is already there.
describe('openApp', () => {
  it('resolves after a guard has sent a visitor on to the lazy sign-in page', async () => {
    stubApi({ '/api/auth/get-session': () => jsonResponse(null) });
    const { router } = await openApp('/dashboard/wishlist');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signIn');
  });

  it("resolves with a lazy page's answered data on screen, and no toaster until a toast is raised", async () => {
    stubApi({
      '/api/auth/get-session': () => jsonResponse(null),
      '/api/getVerifiedProperties': () =>
        jsonResponse([makeProperty({ propertyTitle: 'Listing 1' })], 200, { 'X-Total-Count': '1' }),
    });
    const { container } = await openApp('/allProperties');
    expect(screen.getByRole('heading', { level: 2, name: 'Listing 1' })).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[data-rht-toaster]')).toBeNull();
    toast.success('Saved');
    await settleApp();
    expect(container.ownerDocument.querySelector('[data-rht-toaster]')).not.toBeNull();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
