import { MESSAGES, OFFER_MESSAGES } from '@nestlane/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, deferred, refusal } from '../../../test/api-stub';
import { listCalls } from '../../../test/calls';
import { openApp, renderApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, FRESH_TOKEN, makeAccessToken, stubBuyer } from '../../../test/stub-session';
import { findOfferDateBounds, formatInputDate } from '../lib/offer-form';
import { makeWish } from '../test-wishlist';

const WISH = makeWish(7, {
  propertyTitle: 'Lakeside Family Home',
  propertyLocation: '12 Gulshan Avenue, Dhaka 1212',
  agentName: 'Nusrat Jahan',
  minPrice: 120000,
  maxPrice: 150000,
});
const UNKNOWN_ID = '00000000-0000-4000-8000-999999999999';

function stubPage(routes: ApiRoutes = {}) {
  return stubBuyer({ [`/api/getWish/${WISH._id}`]: () => WISH, ...routes });
}

async function openPage(routes: ApiRoutes = {}, id = WISH._id) {
  const fetchMock = stubPage(routes);
  const view = await openApp(`/dashboard/makeAnOffer/${id}`);
  return { fetchMock, ...view };
}

/** The page as it first draws, while the session is still being read. */
function renderPage(routes: ApiRoutes = {}) {
  const fetchMock = stubPage(routes);
  const view = renderApp(`/dashboard/makeAnOffer/${WISH._id}`);
  return { fetchMock, ...view };
}

function findForm() {
  return screen.findByRole('form', { name: 'Make An Offer' });
}

/** The date input takes its value as one change, the way a browser's date picker sets it. */
function chooseDate(value: string) {
  fireEvent.input(screen.getByLabelText('Offered Date'), { target: { value } });
}

function tomorrow(): string {
  return formatInputDate(new Date(Date.now() + 86_400_000));
}

function offerPosts(fetchMock: Awaited<ReturnType<typeof openPage>>['fetchMock']) {
  return listCalls(fetchMock).filter((call) => call.method === 'POST' && call.path === '/api/addOffer');
}

describe('Make An Offer', () => {
  it('shows the deal read-only and scrolls smoothly to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { fetchMock } = await openPage();
    const form = await findForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Make An Offer' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Make An Offer');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    const shown: [string, string][] = [
      ['Property Title', 'Lakeside Family Home'],
      ['Property Location', '12 Gulshan Avenue, Dhaka 1212'],
      ['Agent Name', 'Nusrat Jahan'],
      ['Price Range', '৳ 1,20,000–1,50,000'],
      ['Buyer Name', BUYER_SESSION.name],
      ['Buyer Email', BUYER_SESSION.email],
    ];
    for (const [label, value] of shown) {
      const field = within(form).getByLabelText(label);
      expect(field, label).toHaveValue(value);
      expect(field, label).toBeDisabled();
      expect(field, label).toHaveAttribute('readonly');
    }
    expect(within(form).getByLabelText('Offered Amount')).toBeEnabled();
    expect(within(form).getByLabelText('Offered Amount')).toHaveAttribute('type', 'number');
    const date = within(form).getByLabelText('Offered Date');
    expect(date).toHaveAttribute('type', 'date');
    // The picker offers only what the server accepts: today up to a year ahead.
    expect(date).toHaveAttribute('min', findOfferDateBounds().min);
    expect(date).toHaveAttribute('max', findOfferDateBounds().max);
    expect(within(form).getByRole('button', { name: 'Offer Now' })).toBeEnabled();
    expect(listCalls(fetchMock).filter((call) => call.path === `/api/getWish/${WISH._id}`)).toHaveLength(1);
  });

  it('asks for the amount and the date and sends nothing without them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await findForm();
    await user.click(screen.getByRole('button', { name: 'Offer Now' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      OFFER_MESSAGES.amountRequired,
      OFFER_MESSAGES.dateRequired,
    ]);
    expect(screen.getByLabelText('Offered Amount')).toHaveAccessibleDescription(
      OFFER_MESSAGES.amountRequired,
    );
    expect(offerPosts(fetchMock)).toHaveLength(0);
  });

  it.each([
    ['below the minimum', '119999'],
    ['above the maximum', '150001'],
  ])('refuses an amount %s under the amount, without a call', async (_case, amount) => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await findForm();
    await user.type(screen.getByLabelText('Offered Amount'), amount);
    chooseDate(tomorrow());
    await user.click(screen.getByRole('button', { name: 'Offer Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offerOutOfRange);
    expect(screen.getByLabelText('Offered Amount')).toHaveAccessibleDescription(MESSAGES.offerOutOfRange);
    expect(offerPosts(fetchMock)).toHaveLength(0);
  });

  it('refuses a date in the past', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await findForm();
    await user.type(screen.getByLabelText('Offered Amount'), '130000');
    chooseDate(formatInputDate(new Date(Date.now() - 5 * 86_400_000)));
    await user.click(screen.getByRole('button', { name: 'Offer Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.datePast);
    expect(offerPosts(fetchMock)).toHaveLength(0);
  });

  it('sends the listing, a whole-number amount at the edge of the range and the date, then opens Property Bought', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await openPage({
      '/api/addOffer': () => ({ insertedId: '22222222-2222-4222-8222-222222222222' }),
      '/api/getboughtProperty': () => [],
    });
    await findForm();
    await user.type(screen.getByLabelText('Offered Amount'), '150000');
    const date = tomorrow();
    chooseDate(date);
    await user.click(screen.getByRole('button', { name: 'Offer Now' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyOffered)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/propertyBought'));
    const posts = offerPosts(fetchMock);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({
      propertyId: WISH.propertyId,
      offerredPriceRange: 150000,
      offerredDate: date,
    });
    // The loading toast became the success toast.
    expect(screen.queryByText(MESSAGES.offeringProperty)).not.toBeInTheDocument();
  });

  it("shows the server's refusal in place of the loading toast and stays", async () => {
    const user = userEvent.setup();
    const message = 'You Have Already Made An Offer On This Property';
    const { router } = await openPage({ '/api/addOffer': () => refusal(409, message) });
    await findForm();
    await user.type(screen.getByLabelText('Offered Amount'), '120000');
    chooseDate(tomorrow());
    await user.click(screen.getByRole('button', { name: 'Offer Now' }));
    await settleApp();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.offeringProperty)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.propertyOffered)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/makeAnOffer/${WISH._id}`);
    expect(screen.getByRole('button', { name: 'Offer Now' })).toBeEnabled();
  });

  it('loads the item before the page shows, while the session is still being read', async () => {
    localStorage.setItem('access-token', FRESH_TOKEN);
    const sessionRead = deferred<void>();
    const { fetchMock } = renderPage({
      '/api/auth/get-session': async () => {
        await sessionRead.promise;
        return { session: { id: 's-user' }, user: BUYER_SESSION };
      },
    });
    await settleApp({ waitForCalls: false });
    await waitFor(() =>
      expect(listCalls(fetchMock).map((call) => call.path)).toContain(`/api/getWish/${WISH._id}`),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    sessionRead.resolve();
    await findForm();
    // The page used the loaded item: it did not ask again.
    expect(listCalls(fetchMock).filter((call) => call.path === `/api/getWish/${WISH._id}`)).toHaveLength(1);
  });

  it('waits for a renewed token instead of sending one that expired since the last visit', async () => {
    const expired = makeAccessToken(-60);
    localStorage.setItem('access-token', expired);
    const sessionRead = deferred<void>();
    // The API refuses an expired bearer with 401, which would sign the buyer out.
    const { fetchMock, router } = renderPage({
      '/api/auth/get-session': async () => {
        await sessionRead.promise;
        return { session: { id: 's-user' }, user: BUYER_SESSION };
      },
      [`/api/getWish/${WISH._id}`]: () =>
        localStorage.getItem('access-token') === expired ? refusal(401, 'Token expired') : WISH,
    });
    // The route has loaded (the guard waits for the session): nothing was asked with the old token.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(listCalls(fetchMock).some((call) => call.path.startsWith('/api/getWish'))).toBe(false);

    sessionRead.resolve();
    expect(await findForm()).toBeInTheDocument();
    expect(screen.getByLabelText('Buyer Email')).toHaveValue(BUYER_SESSION.email);
    expect(router.state.location.pathname).toBe(`/dashboard/makeAnOffer/${WISH._id}`);
  });

  it.each([
    ['with a valid token (loader)', FRESH_TOKEN],
    ['without one (page)', null],
  ])('shows the not-found page for an item that is not the buyer’s %s', async (_case, token) => {
    if (token) localStorage.setItem('access-token', token);
    await openPage(
      { [`/api/getWish/${UNKNOWN_ID}`]: () => refusal(404, 'Wish-list item not found') },
      UNKNOWN_ID,
    );
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nestlane || Page Not Found'));
  });

  it('shows the not-found page for a malformed id without asking the server', async () => {
    const { fetchMock } = await openPage({}, 'not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeInTheDocument();
    expect(listCalls(fetchMock).some((call) => call.path.startsWith('/api/getWish'))).toBe(false);
  });

  it('explains instead of offering when the property is no longer verified', async () => {
    await openPage({
      [`/api/getWish/${WISH._id}`]: () => ({ ...WISH, propertyVerificationStatus: 'pending' }),
    });
    expect(
      await screen.findByText('You can make an offer once an admin verifies this property.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/dashboard/wishlist',
    );
  });
});

describe('Make An Offer in Bangla', () => {
  it('labels the deal in Bangla and refuses an amount out of range in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    const { fetchMock } = await openPage();
    const form = await screen.findByRole('form', { name: 'অফার দিন' });
    expect(screen.getByRole('heading', { level: 1, name: 'অফার দিন' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || অফার দিন');
    expect(within(form).getByLabelText('প্রপার্টির শিরোনাম')).toHaveValue('Lakeside Family Home');
    expect(within(form).getByLabelText('দামের সীমা')).toHaveValue('৳ ১,২০,০০০–১,৫০,০০০');
    expect(within(form).getByLabelText('ক্রেতার ইমেইল')).toHaveValue(BUYER_SESSION.email);

    await user.click(within(form).getByRole('button', { name: 'এখনই অফার দিন' }));
    expect(await within(form).findByText('অফারের পরিমাণ যোগ করুন')).toBeInTheDocument();
    expect(within(form).getByText('অফারের তারিখ যোগ করুন')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('প্রস্তাবিত দাম'), '99');
    fireEvent.input(within(form).getByLabelText('প্রস্তাবের তারিখ'), { target: { value: tomorrow() } });
    await user.click(within(form).getByRole('button', { name: 'এখনই অফার দিন' }));
    expect(await within(form).findByText('অফার করা দাম প্রপার্টির দামের সীমার মধ্যে হতে হবে')).toBeInTheDocument();
    expect(offerPosts(fetchMock)).toEqual([]);
  });
});
