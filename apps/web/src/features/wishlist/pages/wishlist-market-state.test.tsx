import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { openApp } from '../../../test/render-app';
import { stubBuyer } from '../../../test/stub-session';
import { makeWish } from '../test-wishlist';

// Decision 048: a sold or rented listing stays in the wish-list, marked, with no offer button.
const SOLD = makeWish(1, { propertyTitle: 'Sold Lake Flat', marketState: 'sold' });
const RENTED = makeWish(2, { propertyTitle: 'Rented Garden Flat', marketState: 'rented' });
const AVAILABLE = makeWish(3, { propertyTitle: 'Open Family Home' });

async function openWishlist() {
  stubBuyer({ '/api/getWishlist': () => [SOLD, RENTED, AVAILABLE] });
  await openApp('/dashboard/wishlist');
  await screen.findByRole('article', { name: SOLD.propertyTitle });
}

function cardOf(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('Wishlist: sold and rented listings', () => {
  it('marks them Sold and Rented, without an offer button, and says why', async () => {
    await openWishlist();
    const sold = cardOf('Sold Lake Flat');
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).queryByRole('link', { name: /Make An Offer/ })).not.toBeInTheDocument();
    expect(within(sold).queryByRole('button', { name: /Make An Offer/ })).not.toBeInTheDocument();
    expect(sold).toHaveTextContent('This property has been sold, so it takes no offers.');
    expect(within(sold).getByRole('button', { name: 'Delete Sold Lake Flat' })).toBeEnabled();

    const rented = cardOf('Rented Garden Flat');
    expect(within(rented).getByText('Rented')).toBeInTheDocument();
    expect(within(rented).queryByRole('link', { name: /Make An Offer/ })).not.toBeInTheDocument();
    expect(rented).toHaveTextContent('This property has been rented, so it takes no offers.');

    const open = cardOf('Open Family Home');
    expect(within(open).queryByText('Sold')).not.toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Make An Offer on Open Family Home' })).toBeInTheDocument();
  });

  it('marks them in Bangla', async () => {
    await activateLocale('bn');
    await openWishlist();
    expect(within(cardOf('Sold Lake Flat')).getByText('বিক্রি হয়ে গেছে')).toBeInTheDocument();
    expect(within(cardOf('Rented Garden Flat')).getByText('ভাড়া হয়ে গেছে')).toBeInTheDocument();
    expect(cardOf('Rented Garden Flat')).toHaveTextContent('এই প্রপার্টি ভাড়া হয়ে গেছে, তাই এতে অফার দেওয়া যায় না।');
  });

  it('opens Make An Offer on a sold one as a note, with no form', async () => {
    stubBuyer({ [`/api/getWish/${SOLD._id}`]: () => SOLD });
    await openApp(`/dashboard/makeAnOffer/${SOLD._id}`);
    expect(
      await screen.findByText('This property has been sold, so it takes no offers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Make An Offer' })).not.toBeInTheDocument();
  });
});
