import { OFFER_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { describeCalls } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { BUYER_SESSION, stubBuyer } from '../../../test/stub-session';
import { makeOffer } from '../test-purchases';

const PENDING = makeOffer(1, { propertyTitle: 'Garden Flat', offerStatus: 'pending' });
const ACCEPTED = makeOffer(2, {
  propertyTitle: 'Lakeside Family Home',
  propertyLocation: '12 Gulshan Avenue, Dhaka 1212',
  offerredPriceRange: 135000,
  agentName: 'Karim Uddin',
  offerStatus: 'accepted',
});
const REJECTED = makeOffer(3, { propertyTitle: 'Hill View Cottage', offerStatus: 'rejected' });
const BOUGHT = makeOffer(4, {
  propertyTitle: 'Riverside Duplex',
  offerStatus: 'bought',
  transactionId: 'pi_3QabcDEF123456',
  payment: 'completed',
});

async function openPage(offers = [PENDING, ACCEPTED, REJECTED, BOUGHT]) {
  const fetchMock = stubBuyer({ '/api/getboughtProperty': () => offers });
  await openApp('/dashboard/propertyBought');
  await screen.findByRole('heading', { level: 1, name: 'Property Bought' });
  return { fetchMock };
}

function cardOf(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('Property Bought', () => {
  it("lists the buyer's offers with picture, place, offered price, status and agent", async () => {
    const { fetchMock } = await openPage();
    await screen.findByRole('article', { name: 'Lakeside Family Home' });
    expect(document.title).toBe('Nestlane || Property Bought');
    expect(describeCalls(fetchMock)).toContain(
      `GET /api/getboughtProperty?${new URLSearchParams({ email: BUYER_SESSION.email })}`,
    );

    const card = cardOf('Lakeside Family Home');
    expect(within(card).getByRole('img', { name: 'Lakeside Family Home' })).toHaveAttribute(
      'src',
      ACCEPTED.propertyImage,
    );
    expect(card).toHaveTextContent('12 Gulshan Avenue, Dhaka 1212');
    expect(card).toHaveTextContent('Offered Price৳ 1,35,000');
    expect(card).toHaveTextContent('AgentKarim Uddin');
    expect(within(card).getByText('accepted')).toBeInTheDocument();
    expect(within(cardOf('Garden Flat')).getByText('pending')).toBeInTheDocument();
    expect(within(cardOf('Hill View Cottage')).getByText('rejected')).toBeInTheDocument();
    expect(within(cardOf('Riverside Duplex')).getByText('bought')).toBeInTheDocument();
    // Newest first, as the server sends them.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Garden Flat',
      'Lakeside Family Home',
      'Hill View Cottage',
      'Riverside Duplex',
    ]);
  });

  it('offers Pay Now only for the accepted offer, linked to its payment page', async () => {
    await openPage();
    await screen.findByRole('article', { name: 'Lakeside Family Home' });
    const payNow = screen.getAllByRole('link', { name: 'Pay Now' });
    expect(payNow).toHaveLength(1);
    expect(within(cardOf('Lakeside Family Home')).getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      `/dashboard/makePayment/${ACCEPTED._id}`,
    );
    expect(payNow[0]).toHaveAccessibleDescription('Lakeside Family Home');
  });

  it('shows the transaction id of a bought property, and none elsewhere', async () => {
    await openPage();
    await screen.findByRole('article', { name: 'Riverside Duplex' });
    expect(
      within(cardOf('Riverside Duplex')).getByText('Transaction Id: pi_3QabcDEF123456'),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Riverside Duplex')).queryByRole('link', { name: 'Pay Now' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText(/Transaction Id:/)).toHaveLength(1);
  });

  it('links a bought property, and only it, to its receipt', async () => {
    await openPage();
    await screen.findByRole('article', { name: 'Riverside Duplex' });
    const receipt = within(cardOf('Riverside Duplex')).getByRole('link', { name: 'Receipt' });
    expect(receipt).toHaveAttribute('href', `/dashboard/receipt/${BOUGHT._id}`);
    expect(receipt).toHaveAccessibleDescription('Riverside Duplex');
    expect(screen.getAllByRole('link', { name: 'Receipt' })).toHaveLength(1);
  });

  it('says so when the buyer has made no offer', async () => {
    await openPage([]);
    expect(await screen.findByText(OFFER_MESSAGES.noOffers)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('Property Bought in Bangla', () => {
  it('shows the offers with Bangla labels, prices and statuses', async () => {
    await activateLocale('bn');
    stubBuyer({ '/api/getboughtProperty': () => [PENDING, ACCEPTED, REJECTED, BOUGHT] });
    await openApp('/dashboard/propertyBought');
    expect(await screen.findByRole('heading', { level: 1, name: 'কেনা প্রপার্টি' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || কেনা প্রপার্টি');
    const accepted = cardOf('Lakeside Family Home');
    expect(accepted).toHaveTextContent('প্রস্তাবিত দাম৳ ১,৩৫,০০০');
    expect(accepted).toHaveTextContent('এজেন্টKarim Uddin');
    expect(within(accepted).getByRole('link', { name: 'এখনই পেমেন্ট করুন' })).toHaveAttribute(
      'href',
      `/dashboard/makePayment/${ACCEPTED._id}`,
    );
    expect(cardOf('Riverside Duplex')).toHaveTextContent('লেনদেন আইডি: pi_3QabcDEF123456');
    expect(within(cardOf('Riverside Duplex')).getByRole('link', { name: 'রসিদ' })).toHaveAttribute(
      'href',
      `/dashboard/receipt/${BOUGHT._id}`,
    );
  });

  it('says there are no offers yet in Bangla', async () => {
    await activateLocale('bn');
    stubBuyer({ '/api/getboughtProperty': () => [] });
    await openApp('/dashboard/propertyBought');
    expect(await screen.findByText('আপনি এখনো কোনো প্রপার্টিতে অফার দেননি')).toBeInTheDocument();
  });
});
