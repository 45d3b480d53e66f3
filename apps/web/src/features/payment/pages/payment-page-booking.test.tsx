import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { listWrites } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { ACCEPTED_OFFER, OFFER_ID, stubPayingBuyer } from '../test-payment';

const PATH = `/dashboard/makePayment/${OFFER_ID}`;
// Decision 055: 10 % booking money on an offer of ৳ 1,50,000.
const BOOKING = { ...ACCEPTED_OFFER, amountDue: 15000, isBooking: true };

function stubBooking() {
  return stubPayingBuyer('sandbox', {
    [`/api/getOfferData/${OFFER_ID}`]: () => BOOKING,
    '/api/createPaymentIntent': () => ({
      clientSecret: 'pi_42_secret_abc',
      amount: 1500000,
      currency: 'bdt',
      provider: 'sandbox',
    }),
  });
}

describe('Paying booking money', () => {
  it('asks the sum due, not the offered price, and says what it secures; the browser sends no amount', async () => {
    const fetchMock = stubBooking();
    await openApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay ৳ 15,000, Rafi Ahmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This secures your offer of ৳ 1,50,000 (booking money or advance); the rest is settled with the agent.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
    expect(listWrites(fetchMock)).toEqual([
      { method: 'POST', path: '/api/createPaymentIntent', body: { offerId: OFFER_ID } },
    ]);
  });

  it('says it in Bangla', async () => {
    await activateLocale('bn');
    stubBooking();
    await openApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: /৳ ১৫,০০০/ })).toBeInTheDocument();
    expect(screen.getByText(/৳ ১,৫০,০০০-এর অফারটি নিশ্চিত করে/)).toBeInTheDocument();
  });

  it('keeps the offered price where the offer is paid in full', async () => {
    stubPayingBuyer('sandbox', {
      [`/api/getOfferData/${OFFER_ID}`]: () => ({ ...ACCEPTED_OFFER, amountDue: 150000, isBooking: false }),
    });
    await openApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay ৳ 1,50,000, Rafi Ahmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This secures your offer/)).not.toBeInTheDocument();
  });
});
