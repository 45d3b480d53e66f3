import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

// A phone's screen: narrower than a desktop's (decision 057).
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
});

function stubSearch() {
  return stubApi({
    '/api/getVerifiedProperties': () =>
      jsonResponse([makeProperty({ propertyTitle: 'Lakeside Family Home' })], 200, { 'X-Total-Count': '1' }),
    '/api/searchMap': () => ({ points: [], total: 0, isCapped: false }),
  });
}

const isInert = (element: Element) => element.closest('[inert]') !== null;

describe("A phone's full-screen map", () => {
  it('is a modal dialog: the page behind is inert, Escape closes it and focus returns to Map', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = await openApp('/allProperties');
    const mapButton = screen.getByRole('button', { name: 'Map' });
    await user.click(mapButton);

    const dialog = await screen.findByRole('dialog', { name: 'Map of the results' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(isInert(dialog)).toBe(false);
    // The site's header, the search bar and the results are out of reach while it is open.
    for (const behind of [
      ...screen.getAllByRole('banner'),
      screen.getByRole('region', { name: 'Filters' }),
      screen.getByRole('region', { name: 'Results' }),
      screen.getByRole('contentinfo'),
    ]) {
      expect(isInert(behind)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toContain('view=map');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Map' })).toHaveFocus());
  });

  it("closes with the dialog's own List button, focus back on Map", async () => {
    const user = userEvent.setup();
    stubSearch();
    await openApp('/allProperties?view=map');
    const dialog = await screen.findByRole('dialog', { name: 'Map of the results' });
    // The bar's switch waits, hidden by CSS (which this test screen does not apply) and inert.
    expect(isInert(screen.getAllByRole('button', { name: 'List' })[0] as HTMLElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'List' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Map' })).toHaveFocus());
  });
});
