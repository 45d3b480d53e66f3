import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, refusal } from '../../../test/api-stub';
import { listCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, stubBuyer } from '../../../test/stub-session';
import { makeWish } from '../test-wishlist';

const VERIFIED = makeWish(1, { propertyTitle: 'Lakeside Family Home', minPrice: 120000, maxPrice: 150000 });
const PENDING = makeWish(2, {
  propertyTitle: 'Garden Flat',
  propertyVerificationStatus: 'pending',
  agentName: 'Karim Uddin',
});

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubBuyer({ '/api/getWishlist': () => [VERIFIED, PENDING], ...routes });
  const view = await openApp('/dashboard/wishlist');
  await screen.findByRole('heading', { level: 1, name: 'Wishlist' });
  await screen.findByRole('article', { name: VERIFIED.propertyTitle });
  return { fetchMock, ...view };
}

function cardOf(title: string) {
  return screen.getByRole('article', { name: title });
}

function listReads(fetchMock: Awaited<ReturnType<typeof openPage>>['fetchMock']) {
  return listCalls(fetchMock).filter((call) => call.path === '/api/getWishlist');
}

describe('Wishlist', () => {
  it("shows the buyer's wished properties with agent, picture, place, price and status", async () => {
    const { fetchMock } = await openPage();
    expect(document.title).toBe('Nestlane || Wishlist');
    expect(listReads(fetchMock)[0]?.search).toBe(`?${new URLSearchParams({ email: BUYER_SESSION.email })}`);

    const card = cardOf('Lakeside Family Home');
    expect(within(card).getByRole('img', { name: 'Lakeside Family Home' })).toHaveAttribute(
      'src',
      VERIFIED.propertyImage,
    );
    expect(card).toHaveTextContent('Nusrat Jahan');
    expect(card).toHaveTextContent('1 Lake Road, Dhaka 1212');
    expect(card).toHaveTextContent('৳ 1.2–1.5 Lakh');
    expect(within(card).getByText('verified')).toBeInTheDocument();
    expect(cardOf('Garden Flat')).toHaveTextContent('Karim Uddin');
    expect(within(cardOf('Garden Flat')).getByText('pending')).toBeInTheDocument();
  });

  it('links Make An Offer to the item, and explains why a pending property takes no offer yet', async () => {
    await openPage();
    const offer = within(cardOf('Lakeside Family Home')).getByRole('link', {
      name: 'Make An Offer on Lakeside Family Home',
    });
    expect(offer).toHaveAttribute('href', `/dashboard/makeAnOffer/${VERIFIED._id}`);

    const pendingOffer = within(cardOf('Garden Flat')).getByRole('button', {
      name: 'Make An Offer on Garden Flat',
    });
    expect(pendingOffer).toBeDisabled();
    expect(pendingOffer).toHaveAccessibleDescription(
      'You can make an offer once an admin verifies this property.',
    );
    expect(within(cardOf('Garden Flat')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens Make An Offer for the item', async () => {
    const user = userEvent.setup();
    const { router } = await openPage({ [`/api/getWish/${VERIFIED._id}`]: () => VERIFIED });
    await user.click(screen.getByRole('link', { name: 'Make An Offer on Lakeside Family Home' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/makeAnOffer/${VERIFIED._id}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Make An Offer' })).toBeInTheDocument();
  });

  it("asks 'Are you sure?', deletes the item, toasts and refreshes the list", async () => {
    const user = userEvent.setup();
    let remaining = [VERIFIED, PENDING];
    const { fetchMock } = await openPage({
      '/api/getWishlist': () => remaining,
      [`/api/delete-wish/${PENDING._id}`]: () => {
        remaining = [VERIFIED];
        return { deletedCount: 1 };
      },
    });
    await user.click(within(cardOf('Garden Flat')).getByRole('button', { name: 'Delete Garden Flat' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('You Want to Delete Garden Flat From Your Wishlist!');
    expect(listCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete!' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.wishDeleted)).toBeInTheDocument();
    expect(listCalls(fetchMock).filter((call) => call.method === 'DELETE')).toMatchObject([
      { path: `/api/delete-wish/${PENDING._id}` },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Garden Flat' })).not.toBeInTheDocument(),
    );
    expect(cardOf('Lakeside Family Home')).toBeInTheDocument();
    expect(listReads(fetchMock)).toHaveLength(2);
  });

  it('deletes nothing when the buyer cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await user.click(
      within(cardOf('Lakeside Family Home')).getByRole('button', { name: 'Delete Lakeside Family Home' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    expect(cardOf('Lakeside Family Home')).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast and keeps the item", async () => {
    const user = userEvent.setup();
    await openPage({ [`/api/delete-wish/${VERIFIED._id}`]: () => refusal(404, 'Wish-list item not found') });
    await user.click(
      within(cardOf('Lakeside Family Home')).getByRole('button', { name: 'Delete Lakeside Family Home' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(await screen.findByText('Wish-list item not found')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.wishDeleted)).not.toBeInTheDocument();
    expect(cardOf('Lakeside Family Home')).toBeInTheDocument();
  });

  it('says so when nothing is wished yet', async () => {
    stubBuyer({ '/api/getWishlist': () => [] });
    await openApp('/dashboard/wishlist');
    expect(await screen.findByText(MESSAGES.noWishlist)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'All Properties' })).toHaveAttribute(
      'href',
      '/allProperties',
    );
  });
});

describe('Wishlist in Bangla', () => {
  it('shows the cards with Bangla prices and actions, and why a pending one takes no offer', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubBuyer({ '/api/getWishlist': () => [VERIFIED, PENDING] });
    await openApp('/dashboard/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'উইশলিস্ট' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || উইশলিস্ট');
    const card = await screen.findByRole('article', { name: VERIFIED.propertyTitle });
    expect(card).toHaveTextContent('৳ ১.২–১.৫ লাখ');
    expect(within(card).getByRole('link', { name: 'Lakeside Family Home-এ অফার দিন' })).toHaveTextContent(
      'অফার দিন',
    );
    expect(cardOf('Garden Flat')).toHaveTextContent('একজন অ্যাডমিন এই প্রপার্টি যাচাই করার পর আপনি অফার দিতে পারবেন।');
    await user.click(within(card).getByRole('button', { name: 'মুছে ফেলুন: Lakeside Family Home' }));
    expect(
      await screen.findByText('আপনি Lakeside Family Home আপনার উইশলিস্ট থেকে মুছে ফেলতে চান!'),
    ).toBeInTheDocument();
  });

  it("says the spec's empty line in Bangla and links to all properties", async () => {
    await activateLocale('bn');
    stubBuyer({ '/api/getWishlist': () => [] });
    await openApp('/dashboard/wishlist');
    expect(await screen.findByText('উইশলিস্টে কোনো প্রপার্টি নেই')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব প্রপার্টি' })).toHaveAttribute('href', '/allProperties');
  });
});
