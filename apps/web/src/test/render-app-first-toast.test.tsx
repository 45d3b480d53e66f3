import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeProperty, stubApi } from './api-stub';

describe('openApp, the first toast', () => {
  it("resolves with a lazy page's answered data on screen, and no toaster until a toast is raised", async () => {
    // The app as a page load finds it, no toast raised yet: an earlier test file in this worker may have
    // raised one (vitest.projects.ts).
    vi.resetModules();
    const [{ openApp, settleApp }, { toast }] = await Promise.all([
      import('./render-app'),
      import('../lib/toast'),
    ]);
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
