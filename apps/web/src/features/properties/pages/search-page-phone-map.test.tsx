import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { type ApiRoutes, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';
import { BUYER_SESSION, stubBuyer } from '../../../test/stub-session';

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

const HOME = makeProperty({ propertyTitle: 'Lakeside Family Home' });
const SEARCH_ROUTES: ApiRoutes = {
  '/api/getVerifiedProperties': () => jsonResponse([HOME], 200, { 'X-Total-Count': '1' }),
  '/api/searchMap': () => ({ points: [], total: 0, isCapped: false }),
};

function stubSearch() {
  return stubApi(SEARCH_ROUTES);
}

/** A buyer searching, whose heart on the map's sheet wish-lists the home. */
function stubBuyerSearch() {
  let wished: { _id: string; propertyId: string }[] = [];
  return stubBuyer({
    ...SEARCH_ROUTES,
    '/api/getWishlist': () => wished.map((item) => ({ ...HOME, ...item, wishedEmail: BUYER_SESSION.email })),
    '/api/addToWishlist': () => {
      wished = [{ _id: '33333333-3333-4333-8333-333333333333', propertyId: HOME._id }];
      return jsonResponse({ insertedId: wished[0]?._id }, 201);
    },
  });
}

/** The toast showing `text`: its live region (react-hot-toast's role="status"). */
async function findToast(text: string): Promise<HTMLElement> {
  const shown = await screen.findByText(text);
  const live = shown.closest('[role="status"]');
  if (!(live instanceof HTMLElement)) throw new Error(`"${text}" is in no live region`);
  return live;
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

  it('reads out a toast raised while it is open, inside the dialog and above the map, never inert', async () => {
    const user = userEvent.setup();
    stubBuyerSearch();
    await openApp('/allProperties?view=map');
    const dialog = await screen.findByRole('dialog', { name: 'Map of the results' });
    const sheet = within(dialog).getByRole('list', { name: 'Homes in this list' });
    const heart = within(sheet).getByRole('button', { name: 'Save Lakeside Family Home to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);

    const shown = await findToast(MESSAGES.addedToWishlist);
    expect(shown).toHaveAttribute('aria-live', 'polite');
    expect(dialog.contains(shown)).toBe(true);
    expect(isInert(shown)).toBe(false);
    // Focus stays on the heart: a toast takes none, and holds nothing to Tab to.
    expect(heart).toHaveFocus();
    expect(shown.querySelector('a, button, input, [tabindex]')).toBeNull();

    // Closed, the map gives the toasts back to the page, where nothing is inert any more.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = await findToast(MESSAGES.addedToWishlist);
    expect(isInert(after)).toBe(false);
  });

  it('takes a toast already showing into the dialog when the map opens', async () => {
    const user = userEvent.setup();
    stubSearch();
    await openApp('/allProperties');
    toast.success('Saved before the map opened');
    expect(isInert(await findToast('Saved before the map opened'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map of the results' });
    await waitFor(async () =>
      expect(dialog.contains(await findToast('Saved before the map opened'))).toBe(true),
    );
    expect(screen.getAllByText('Saved before the map opened')).toHaveLength(1);
    expect(isInert(await findToast('Saved before the map opened'))).toBe(false);
  });
});
