/**
 * Issue 27, decision 065: an offer being filled in when the session ends is not lost. The sign-in page
 * says why it opened, and back on Make Offer the same buyer finds the amount and the date as they left
 * them, ready to send; once sent, nothing is kept. Another account signing in on that tab finds nothing.
 */
import { MESSAGES } from '@nestlane/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installSessionEndHandler } from '../../../app/session-end';
import { activateLocale } from '../../../i18n';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { jsonResponse, refusal } from '../../../test/api-stub';
import { listCalls } from '../../../test/calls';
import { openApp, renderApp } from '../../../test/render-app';
import { BUYER_SESSION, FRESH_TOKEN, stubBuyer } from '../../../test/stub-session';
import { formatInputDate } from '../lib/offer-form';
import { makeWish } from '../test-wishlist';

const WISH = makeWish(9, { minPrice: 120000, maxPrice: 150000 });
const PAGE = `/dashboard/makeAnOffer/${WISH._id}`;
const SESSION_ENDED = 'Your session ended. Sign in again to send your offer.';

function tomorrow(): string {
  return formatInputDate(new Date(Date.now() + 86_400_000));
}

function keptIntents(): string[] {
  return Object.keys(sessionStorage).filter((key) => key.startsWith('nestlane-intent:'));
}

/**
 * The buyer's session, which the server ends (signed out elsewhere) before the offer is sent: the first
 * Offer Now is refused with 401, as the API refuses a token of an ended session.
 */
function stubSessionEndingBeforeTheOffer() {
  let isSignedIn = true;
  let isRefusing = true;
  const person = () => (isSignedIn ? { session: { id: 's-user' }, user: BUYER_SESSION } : null);
  // The buyer's profile as stubBuyer answers it; the session and its token as the server now says.
  return stubBuyer({
    '/api/auth/get-session': () => jsonResponse(person()),
    '/api/user/accessToken': () =>
      isSignedIn ? { token: FRESH_TOKEN, expiresIn: 900 } : refusal(401, 'Unauthorized'),
    '/api/auth/sign-out': () => {
      isSignedIn = false;
      return { success: true };
    },
    '/api/auth/sign-in/email': () => {
      isSignedIn = true;
      return { user: BUYER_SESSION };
    },
    [`/api/getWish/${WISH._id}`]: () => (isSignedIn ? WISH : refusal(401, 'Unauthorized')),
    '/api/addOffer': () => {
      if (isRefusing) {
        isRefusing = false;
        return refusal(401, 'Unauthorized');
      }
      return { insertedId: '22222222-2222-4222-8222-222222222222' };
    },
    '/api/getboughtProperty': () => [],
  });
}

/** The app as main.tsx wires it: a 401 really signs out and opens the sign-in page. */
function renderWired(path: string) {
  const view = renderApp(path);
  installSessionEndHandler(view.router, view.authStore, setUnauthorizedHandler);
  return view;
}

async function fillOffer(amount: string, date: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Make An Offer' });
  await user.type(within(form).getByLabelText('Offered Amount'), amount);
  fireEvent.input(within(form).getByLabelText('Offered Date'), { target: { value: date } });
  return form;
}

describe('an offer across a session’s end', () => {
  it('says why on the sign-in page, then the same buyer finds the offer filled in and sends it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSessionEndingBeforeTheOffer();
    const { router } = renderWired(PAGE);
    const date = tomorrow();
    const form = await fillOffer('130000', date);
    await user.click(within(form).getByRole('button', { name: 'Offer Now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signIn');
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(SESSION_ENDED);

    await user.type(screen.getByLabelText('Email'), BUYER_SESSION.email);
    await user.type(screen.getByLabelText('Password'), 'Buyer@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const refilled = await screen.findByRole('form', { name: 'Make An Offer' });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(within(refilled).getByLabelText('Offered Amount')).toHaveValue(130000);
    expect(within(refilled).getByLabelText('Offered Date')).toHaveValue(date);

    await user.click(within(refilled).getByRole('button', { name: 'Offer Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/propertyBought'));
    expect(await screen.findByText(MESSAGES.propertyOffered)).toBeInTheDocument();
    const sent = listCalls(fetchMock).filter((call) => call.path === '/api/addOffer');
    expect(sent.map((call) => JSON.parse(String(call.body)))).toEqual([
      { propertyId: WISH.propertyId, offerredPriceRange: 130000, offerredDate: date },
      { propertyId: WISH.propertyId, offerredPriceRange: 130000, offerredDate: date },
    ]);
    // Made: nothing is kept to be given back again.
    expect(keptIntents()).toEqual([]);
  });

  it('says so in Bangla', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    stubSessionEndingBeforeTheOffer();
    renderWired(PAGE);
    const form = await screen.findByRole('form', { name: 'অফার দিন' });
    await user.type(within(form).getByLabelText('প্রস্তাবিত দাম'), '130000');
    fireEvent.input(within(form).getByLabelText('প্রস্তাবের তারিখ'), { target: { value: tomorrow() } });
    await user.click(within(form).getByRole('button', { name: 'এখনই অফার দিন' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'আপনার সেশন শেষ হয়েছে। অফারটি পাঠাতে আবার সাইন ইন করুন।',
    );
  });

  it('is given back only to the buyer who filled it in', async () => {
    sessionStorage.setItem(
      `nestlane-intent:offer:${WISH._id}`,
      JSON.stringify({ amount: 140000, date: tomorrow(), userId: 'someone-else' }),
    );
    stubBuyer({ [`/api/getWish/${WISH._id}`]: () => WISH });
    await openApp(PAGE);
    const form = await screen.findByRole('form', { name: 'Make An Offer' });
    expect(within(form).getByLabelText('Offered Amount')).toHaveValue(null);
    expect(within(form).getByLabelText('Offered Date')).toHaveValue('');
  });
});
