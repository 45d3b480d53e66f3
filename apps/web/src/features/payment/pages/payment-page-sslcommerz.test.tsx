import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listWrites } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { OFFER_ID, stubPayingBuyer } from '../test-payment';

const PATH = `/dashboard/makePayment/${OFFER_ID}`;
const GATEWAY_URL = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde0c9b1f7';

function stubSslcommerzBuyer() {
  return stubPayingBuyer('sslcommerz', {
    '/api/createPaymentIntent': () => ({
      clientSecret: GATEWAY_URL,
      amount: 15000000,
      currency: 'usd',
      provider: 'sslcommerz',
    }),
  });
}

describe('Payment through SSLCommerz', () => {
  it("opens the session and sends the buyer to the gateway's page; no card is asked here", async () => {
    const fetchMock = stubSslcommerzBuyer();
    await openApp(PATH);
    const link = await screen.findByRole('link', { name: 'Continue To SSLCommerz' });
    expect(link).toHaveAttribute('href', GATEWAY_URL);
    expect(screen.getByText(/on SSLCommerz's secure page: card, bKash, Nagad/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(listWrites(fetchMock).map((call) => call.path)).toEqual(['/api/createPaymentIntent']);
  });

  it('says why the buyer is back when the gateway sent them back after a failed payment', async () => {
    stubSslcommerzBuyer();
    await openApp(`${PATH}?sslcommerz=failed`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through. You can try again.',
    );
    expect(screen.getByRole('link', { name: 'Continue To SSLCommerz' })).toHaveAttribute('href', GATEWAY_URL);
  });

  it('ignores a return value it does not know', async () => {
    stubSslcommerzBuyer();
    await openApp(`${PATH}?sslcommerz=<script>`);
    await screen.findByRole('link', { name: 'Continue To SSLCommerz' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
