import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listWrites } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { CLIENT_SECRET, OFFER_ID, stubPayingBuyer } from '../test-payment';

const PATH = `/dashboard/makePayment/${OFFER_ID}`;
const GATEWAY_URL = `http://localhost/demo-gateway/DEMO${'B2'.repeat(12)}`;

/** The keyless demo (decision 062): the open payment is the demo gateway's first, then the card sandbox's. */
function stubDemoBuyer(providers: ('sandbox' | 'sslcommerz')[]) {
  let call = 0;
  return stubPayingBuyer('sandbox', {
    '/api/createPaymentIntent': () => {
      const provider = providers[Math.min(call, providers.length - 1)];
      call += 1;
      return {
        clientSecret: provider === 'sslcommerz' ? GATEWAY_URL : CLIENT_SECRET,
        amount: 15000000,
        currency: 'bdt',
        provider,
      };
    },
  });
}

describe('Payment in the keyless demo: the card sandbox and the demo gateway', () => {
  it('shows the card form and, beside it, the way to the SSLCommerz-like demo gateway', async () => {
    stubDemoBuyer(['sandbox']);
    await openApp(PATH);
    expect(await screen.findByLabelText('Card Number')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Pay in Taka: bKash, Nagad or card' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue To SSLCommerz' })).toBeEnabled();
  });

  it("back from the gateway, shows the gateway's session and why, and switches to the demo card on request", async () => {
    const fetchMock = stubDemoBuyer(['sslcommerz', 'sandbox']);
    const user = userEvent.setup();
    await openApp(`${PATH}?sslcommerz=cancelled`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the payment. You can try again.',
    );
    expect(screen.getByRole('link', { name: 'Continue To SSLCommerz' })).toHaveAttribute('href', GATEWAY_URL);
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay With the Demo Card Instead' }));
    expect(await screen.findByLabelText('Card Number')).toBeInTheDocument();
    expect(listWrites(fetchMock).map((write) => write.body)).toEqual([
      { offerId: OFFER_ID },
      { offerId: OFFER_ID, provider: 'sandbox' },
    ]);
  });
});
