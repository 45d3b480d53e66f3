import { SAVED_SEARCH_MESSAGES } from '@nestlane/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAuthStore } from '../features/auth';
import { toast } from '../lib/toast';
import { type ApiRoutes, jsonResponse, makeProperty, stubApi } from '../test/api-stub';
import { openApp, settleApp } from '../test/render-app';
import { BUYER_SESSION, stubAgent, stubSession } from '../test/stub-session';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Decision 070: while one of the app's Radix dialogs is open, Radix hides the rest of the page from screen
 * readers (aria-hidden) and takes the pointer from it; the toasts and the offline banner are drawn inside
 * the dialog, read out and pressed there, and go back to the page when it closes.
 */

const OFFLINE =
  'You are offline. Listings you opened before can still be read; nothing is sent until you are back online.';
const HOME = makeProperty({ propertyTitle: 'Lakeside Family Home' });
const SEARCH_ROUTES: ApiRoutes = {
  '/api/getVerifiedProperties': () => jsonResponse([HOME], 200, { 'X-Total-Count': '1' }),
  '/api/searchMap': () => ({ points: [], total: 0, isCapped: false }),
  '/api/getWishlist': () => [],
};

/** Out of a screen reader's reach: under an aria-hidden (Radix) or inert (the phone's map) ancestor. */
const hiddenAncestorOf = (element: Element) => element.closest('[aria-hidden="true"], [inert]');

/** The live region around `text` (react-hot-toast's and the banner's role="status"). */
async function findStatus(text: string): Promise<HTMLElement> {
  const shown = await screen.findByText(text);
  const live = shown.closest('[role="status"]');
  if (!(live instanceof HTMLElement)) throw new Error(`"${text}" is in no live region`);
  return live;
}

/** The browser loses its network (lib/online-status.ts reads navigator.onLine); the answer gives it back. */
function goOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return () => {
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
  };
}

type Opened = { dialog: HTMLElement; opener: HTMLElement };

/** Opens one kind of the app's Radix dialogs as a person would; answers the dialog and what opened it. */
const DIALOGS: { kind: string; open: (user: UserEvent) => Promise<Opened> }[] = [
  {
    kind: 'the Filters sheet',
    async open(user) {
      stubApi(SEARCH_ROUTES);
      await openApp('/allProperties');
      const opener = screen.getByRole('button', { name: 'Filters' });
      await user.click(opener);
      return { dialog: await screen.findByRole('dialog', { name: 'Filters' }), opener };
    },
  },
  {
    kind: 'Save search',
    async open(user) {
      stubSession('user', BUYER_SESSION, SEARCH_ROUTES);
      await openApp('/allProperties');
      const opener = screen.getByRole('button', { name: 'Save search' });
      await waitFor(() => expect(opener).toBeEnabled());
      await user.click(opener);
      return { dialog: await screen.findByRole('dialog', { name: 'Save this search' }), opener };
    },
  },
  {
    kind: "the listing's picture viewer",
    async open(user) {
      stubApi({ [`/api/detailProperty/${HOME._id}`]: () => HOME, '/api/getpropertyReview': () => [] });
      await openApp(`/propertyDetail/${HOME._id}`);
      const opener = await screen.findByRole('button', { name: /^Open photo 1 of \d+ full screen$/ });
      await user.click(opener);
      return { dialog: await screen.findByRole('dialog', { name: 'Lakeside Family Home' }), opener };
    },
  },
  {
    kind: "the dashboard's menu",
    async open(user) {
      stubAgent();
      await openApp('/dashboard/myProfile');
      const opener = await screen.findByRole('button', { name: 'Open dashboard menu' });
      await user.click(opener);
      return { dialog: await screen.findByRole('dialog', { name: 'Dashboard' }), opener };
    },
  },
  {
    kind: 'Are you sure? (an alert dialog)',
    async open(user) {
      stubApi({});
      const queryClient = createQueryClient();
      render(
        <AppProviders queryClient={queryClient} authStore={createAuthStore(queryClient)}>
          <ConfirmDialog
            trigger={<button type="button">Delete</button>}
            description="The listing will be deleted."
            confirmLabel="Yes, Delete!"
            onConfirm={() => {}}
          />
        </AppProviders>,
      );
      const opener = screen.getByRole('button', { name: 'Delete' });
      await user.click(opener);
      return { dialog: await screen.findByRole('alertdialog', { name: 'Are you sure?' }), opener };
    },
  },
];

describe('a toast or the offline banner while a dialog is open', () => {
  it.each(DIALOGS)(
    'is inside $kind, read out and pressed there, and back on the page once it closes',
    async ({ kind, open }) => {
      const user = userEvent.setup();
      const { dialog, opener } = await open(user);
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      const focused = document.activeElement;
      // Radix has hidden the page behind the dialog from screen readers.
      expect(hiddenAncestorOf(opener)).not.toBeNull();

      const text = `Raised while ${kind} is open`;
      toast.success(text, { duration: Number.POSITIVE_INFINITY });
      const raised = await findStatus(text);
      const backOnline = goOffline();
      const banner = await findStatus(OFFLINE);
      for (const status of [raised, banner]) {
        expect(dialog.contains(status)).toBe(true);
        expect(hiddenAncestorOf(status)).toBeNull();
      }
      expect(raised).toHaveAttribute('aria-live', 'polite');
      // They take no focus.
      expect(document.activeElement).toBe(focused);
      // Pressed, a toast is in the dialog: the dialog stays open, focus with it.
      await user.click(raised);
      expect(dialog).toBeInTheDocument();
      expect(dialog.contains(document.activeElement)).toBe(true);

      await user.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      for (const status of [await findStatus(text), await findStatus(OFFLINE)]) {
        expect(hiddenAncestorOf(status)).toBeNull();
      }
      backOnline();
    },
  );

  it("reads out Save search's own toast in the Filters sheet it was opened from, on a phone", async () => {
    // A phone's screen: the sheet holds the page's own controls, Save search among them (decision 057).
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media: string) =>
        ({
          matches: false,
          media,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    stubSession('user', BUYER_SESSION, {
      ...SEARCH_ROUTES,
      '/api/savedSearches': () =>
        jsonResponse({ _id: 'a', name: 'Homes', query: {}, alert: 'instant', createdAt: '' }, 201),
    });
    await openApp('/allProperties');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const saveSearch = within(sheet).getByRole('button', { name: 'Save search' });
    await waitFor(() => expect(saveSearch).toBeEnabled());
    await user.click(saveSearch);
    const saveDialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(saveDialog).getByRole('button', { name: 'Save search' }));
    await settleApp();

    await waitFor(() => expect(saveDialog).not.toBeInTheDocument());
    const saved = await findStatus(SAVED_SEARCH_MESSAGES.saved);
    expect(sheet.contains(saved)).toBe(true);
    expect(hiddenAncestorOf(saved)).toBeNull();
    // Focus is back on Save search, in the sheet, which stays open.
    await waitFor(() => expect(saveSearch).toHaveFocus());
  });
});
