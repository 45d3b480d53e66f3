import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, deferred, jsonResponse, refusal, stubApi } from '../../../test/api-stub';
import { listCalls, listWrites } from '../../../test/calls';
import { openApp, renderApp, settleApp } from '../../../test/render-app';
import { FRESH_TOKEN } from '../../../test/stub-session';
import { SANDBOX_NOTICE } from '../components/sandbox-card-form';
import { ACCEPTED_OFFER, CLIENT_SECRET, OFFER_ID, stubPayingBuyer } from '../test-payment';

const PATH = `/dashboard/makePayment/${OFFER_ID}`;
const HEADING = 'Pay ৳ 1,50,000, Rafi Ahmed';

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubPayingBuyer('sandbox', routes);
  const view = await openApp(PATH);
  await screen.findByRole('heading', { level: 1, name: HEADING });
  const payNow = await screen.findByRole('button', { name: 'Pay Now' });
  await waitFor(() => expect(payNow).toBeEnabled());
  return { ...view, fetchMock, payNow };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  const number = screen.getByLabelText('Card Number');
  await user.clear(number);
  await user.type(number, cardNumber);
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '12/34');
  const cvc = screen.getByLabelText('CVC');
  await user.clear(cvc);
  await user.type(cvc, '123');
}

describe('Payment with the sandbox provider', () => {
  it('loads the offer, creates its intent on opening, and keeps Pay Now off until the secret is there', async () => {
    const intent = deferred<Response>();
    const fetchMock = stubPayingBuyer('sandbox', { '/api/createPaymentIntent': () => intent.promise });
    renderApp(PATH);
    await settleApp({ waitForCalls: false });

    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Payment');
    expect(screen.getByText('Lakeside Home, 12 Gulshan Avenue, Dhaka')).toBeInTheDocument();
    expect(await screen.findByText(SANDBOX_NOTICE)).toBeInTheDocument();
    expect(screen.getByLabelText('Card Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toBeInTheDocument();
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeDisabled();

    intent.resolve(
      jsonResponse({ clientSecret: CLIENT_SECRET, amount: 15000000, currency: 'bdt', provider: 'sandbox' }),
    );
    await waitFor(() => expect(payNow).toBeEnabled());
    expect(listCalls(fetchMock).map((call) => `${call.method} ${call.path}`)).toContain(
      `GET /api/getOfferData/${OFFER_ID}`,
    );
    // The amount is never sent: the server computes it from the offer.
    expect(listWrites(fetchMock)).toEqual([
      { method: 'POST', path: '/api/createPaymentIntent', body: { offerId: OFFER_ID } },
    ]);
  });

  it("pays with the success card: 'Making Payment', the server checks the payment, then Property Bought", async () => {
    const user = userEvent.setup();
    const charge = deferred<Response>();
    const { fetchMock, payNow, router } = await openPage({
      '/api/sandbox/confirm': () => charge.promise,
      [`/api/updateOfferStatus/${OFFER_ID}`]: () => ({ modifiedCount: 1 }),
    });
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(payNow);

    expect(await screen.findByText(MESSAGES.makingPayment)).toBeInTheDocument();
    expect(payNow).toBeDisabled();
    // A second press while paying charges nothing more.
    await user.click(payNow);
    charge.resolve(jsonResponse({ status: 'succeeded', paymentIntentId: 'sbx_pi_42' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.paymentSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/propertyBought'));
    // The loading toast became the success toast.
    expect(screen.queryByText(MESSAGES.makingPayment)).not.toBeInTheDocument();
    expect(listWrites(fetchMock).slice(1)).toEqual([
      {
        method: 'POST',
        path: '/api/sandbox/confirm',
        body: { clientSecret: CLIENT_SECRET, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
      {
        method: 'PATCH',
        path: `/api/updateOfferStatus/${OFFER_ID}`,
        body: { transactionId: 'sbx_pi_42' },
      },
    ]);
  });

  it("shows a declined card's message, marks nothing bought, and lets the buyer try another card", async () => {
    const user = userEvent.setup();
    const { fetchMock, payNow, router } = await openPage({
      '/api/sandbox/confirm': () => refusal(402, 'Your card was declined.'),
      [`/api/updateOfferStatus/${OFFER_ID}`]: () => ({ modifiedCount: 1 }),
    });
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(payNow);

    await settleApp();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.makingPayment)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentSuccessful)).not.toBeInTheDocument();
    await waitFor(() => expect(payNow).toBeEnabled());
    expect(router.state.location.pathname).toBe(PATH);
    // A 402 is about the card, not the buyer: still signed in.
    expect(localStorage.getItem('access-token')).toBe(FRESH_TOKEN);
    expect(listWrites(fetchMock).map((call) => call.path)).not.toContain(
      `/api/updateOfferStatus/${OFFER_ID}`,
    );
  });

  it('charges again after a decline, and only reports a charge again when marking it bought failed', async () => {
    const user = userEvent.setup();
    let isCardDeclined = true;
    let isPaymentSeen = false;
    const { fetchMock, payNow, router } = await openPage({
      '/api/sandbox/confirm': () =>
        isCardDeclined
          ? refusal(402, 'Your card has insufficient funds.')
          : { status: 'succeeded', paymentIntentId: 'sbx_pi_42' },
      // The first report finds the payment not yet succeeded; the second one does.
      [`/api/updateOfferStatus/${OFFER_ID}`]: () => {
        if (isPaymentSeen) return { modifiedCount: 1 };
        isPaymentSeen = true;
        return refusal(402, 'Payment Has Not Succeeded');
      },
    });
    await typeCard(user, '4000 0000 0000 9995');
    await user.click(payNow);
    await settleApp();
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    await waitFor(() => expect(payNow).toBeEnabled());

    isCardDeclined = false;
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(payNow);
    await settleApp();
    expect(await screen.findByText('Payment Has Not Succeeded')).toBeInTheDocument();
    await waitFor(() => expect(payNow).toBeEnabled());

    await user.click(payNow);
    await settleApp();
    expect(await screen.findByText(MESSAGES.paymentSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/propertyBought'));
    expect(listWrites(fetchMock).map((call) => call.path)).toEqual([
      '/api/createPaymentIntent',
      '/api/sandbox/confirm',
      '/api/sandbox/confirm',
      `/api/updateOfferStatus/${OFFER_ID}`,
      // The card was charged once; the same payment is reported again, not charged again.
      `/api/updateOfferStatus/${OFFER_ID}`,
    ]);
  });

  it('checks the card fields before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock, payNow } = await openPage();
    await user.type(screen.getByLabelText('Card Number'), '4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/30');
    await user.click(payNow);

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
    ]);
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('aria-invalid', 'true');
    expect(listWrites(fetchMock).map((call) => call.path)).toEqual(['/api/createPaymentIntent']);
    expect(screen.queryByText(MESSAGES.makingPayment)).not.toBeInTheDocument();
  });

  it.each([
    ['not accepted yet', 'Only An Accepted Offer Can Be Paid'],
    ['already paid', 'This Offer Is Already Paid'],
  ])(
    'says so in the page when the offer is %s, with a link back to Property Bought',
    async (_case, message) => {
      stubPayingBuyer('sandbox', {
        [`/api/getOfferData/${OFFER_ID}`]: () => ({ ...ACCEPTED_OFFER, offerStatus: 'pending' }),
        '/api/createPaymentIntent': () => refusal(409, message),
      });
      await openApp(PATH);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: 'Back To Property Bought' })).toHaveAttribute(
        'href',
        '/dashboard/propertyBought',
      );
      expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    },
  );

  it("shows someone else's offer as not found, with no card form", async () => {
    stubPayingBuyer('sandbox', {
      [`/api/getOfferData/${OFFER_ID}`]: () => refusal(404, 'Offer not found'),
      '/api/createPaymentIntent': () => refusal(404, 'Offer not found'),
    });
    await openApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer not found');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /signIn, remembering the payment page, without creating an intent', async () => {
    const fetchMock = stubApi({ '/api/auth/get-session': () => jsonResponse(null) });
    const { router } = await openApp(PATH);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: PATH } });
    expect(listCalls(fetchMock).some((call) => call.path.includes('PaymentIntent'))).toBe(false);
  });
});

describe('Payment in Bangla', () => {
  const BANGLA_HEADING = 'Rafi Ahmed, ৳ ১,৫০,০০০ পরিশোধ করুন';

  async function openBanglaPage(routes: ApiRoutes = {}) {
    await activateLocale('bn');
    const fetchMock = stubPayingBuyer('sandbox', routes);
    const view = await openApp(PATH);
    await screen.findByRole('heading', { level: 1, name: BANGLA_HEADING });
    const payNow = await screen.findByRole('button', { name: 'এখনই পরিশোধ করুন' });
    await waitFor(() => expect(payNow).toBeEnabled());
    return { ...view, fetchMock, payNow };
  }

  it('shows the page, the demo notice and the card form in Bangla, the amount in Bangla digits', async () => {
    await openBanglaPage();
    expect(document.title).toBe('Nestlane || পেমেন্ট');
    expect(screen.getByRole('form', { name: 'ডেমো কার্ড' })).toBeInTheDocument();
    expect(screen.getByText(/^ডেমো পেমেন্ট — কোনো টাকা লেনদেন হয় না।/)).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_NOTICE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('কার্ড নম্বর')).toBeInTheDocument();
    expect(screen.getByLabelText('মেয়াদ শেষের তারিখ (MM/YY)')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toBeInTheDocument();
  });

  it('words the card checks in Bangla', async () => {
    const user = userEvent.setup();
    const { payNow } = await openBanglaPage();
    await user.type(screen.getByLabelText('কার্ড নম্বর'), '4242');
    await user.type(screen.getByLabelText('মেয়াদ শেষের তারিখ (MM/YY)'), '13/30');
    await user.click(payNow);

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'আপনার কার্ড নম্বরটি অসম্পূর্ণ।',
      'আপনার কার্ডের মেয়াদ শেষের তারিখটি অসম্পূর্ণ।',
      'আপনার কার্ডের নিরাপত্তা কোডটি অসম্পূর্ণ।',
    ]);
  });

  it("toasts a declined card in Bangla, then 'Making Payment' and 'Payment successful' in Bangla", async () => {
    const user = userEvent.setup();
    let isDeclined = true;
    const charge = deferred<Response>();
    const { payNow, router } = await openBanglaPage({
      '/api/sandbox/confirm': () => (isDeclined ? refusal(402, 'Your card was declined.') : charge.promise),
      [`/api/updateOfferStatus/${OFFER_ID}`]: () => ({ modifiedCount: 1 }),
    });
    await user.type(screen.getByLabelText('কার্ড নম্বর'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('মেয়াদ শেষের তারিখ (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(payNow);
    await settleApp();
    expect(await screen.findByText('আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।')).toBeInTheDocument();
    await waitFor(() => expect(payNow).toBeEnabled());

    isDeclined = false;
    await user.click(payNow);
    expect(await screen.findByText('পেমেন্ট হচ্ছে')).toBeInTheDocument();
    charge.resolve(jsonResponse({ status: 'succeeded', paymentIntentId: 'sbx_pi_42' }));
    await settleApp();
    expect(await screen.findByText('পেমেন্ট সফল হয়েছে')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/propertyBought'));
  });

  it('says why an offer cannot be paid, and links back, in Bangla', async () => {
    await activateLocale('bn');
    stubPayingBuyer('sandbox', {
      '/api/createPaymentIntent': () => refusal(409, 'This Offer Is Already Paid'),
    });
    await openApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('এই অফারের পেমেন্ট আগেই করা হয়েছে');
    expect(screen.getByRole('heading', { level: 1, name: 'পেমেন্ট' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কেনা প্রপার্টির তালিকায় ফিরে যান' })).toHaveAttribute(
      'href',
      '/dashboard/propertyBought',
    );
  });
});
