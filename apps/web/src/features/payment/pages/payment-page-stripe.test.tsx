import { MESSAGES } from '@nestlane/shared';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import type { ApiRoutes } from '../../../test/api-stub';
import { listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION } from '../../../test/stub-session';
import { SANDBOX_NOTICE } from '../components/sandbox-card-form';
import { CLIENT_SECRET, OFFER_ID, stubPayingBuyer } from '../test-payment';

// Stripe is a third party: mocked at its module boundary, so no script is fetched from js.stripe.com.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const PATH = `/dashboard/makePayment/${OFFER_ID}`;

type Handler = (event?: unknown) => void;

/** Stripe's card element, as far as the page uses it: mounted into a node, with events the test fires. */
function createFakeCard() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    mount: vi.fn((node: HTMLElement) => {
      const frame = document.createElement('div');
      frame.dataset.testid = 'stripe-card-frame';
      node.append(frame);
    }),
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
    }),
    update: vi.fn(),
    destroy: vi.fn(),
    fire(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
}

let card: ReturnType<typeof createFakeCard>;
let confirmCardPayment: ReturnType<typeof vi.fn>;

beforeEach(() => {
  card = createFakeCard();
  confirmCardPayment = vi.fn();
  const elements = { create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() };
  const fakeStripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment,
  };
  vi.mocked(loadStripe).mockClear();
  vi.mocked(loadStripe).mockResolvedValue(fakeStripe as unknown as Stripe);
});

/** Opens the page with Stripe configured and waits for the card element to be mounted. */
async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubPayingBuyer('stripe', {
    [`/api/updateOfferStatus/${OFFER_ID}`]: () => ({ modifiedCount: 1 }),
    ...routes,
  });
  const view = await openApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Pay ৳ 1,50,000, Rafi Ahmed' });
  const payNow = await screen.findByRole('button', { name: 'Pay Now' });
  await waitFor(() => expect(card.mount).toHaveBeenCalled());
  return { ...view, fetchMock, payNow };
}

function makeCardReady() {
  act(() => card.fire('ready'));
}

describe('Payment with Stripe', () => {
  it('loads Stripe.js with the publishable key and keeps Pay Now off until the card element is ready', async () => {
    const { payNow } = await openPage();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_nestlane');
    expect(screen.getByRole('group', { name: 'Card' })).toContainElement(
      document.querySelector('[data-testid="stripe-card-frame"]') as HTMLElement,
    );
    expect(screen.queryByText(SANDBOX_NOTICE)).not.toBeInTheDocument();
    expect(payNow).toBeDisabled();

    makeCardReady();
    await waitFor(() => expect(payNow).toBeEnabled());
  });

  it('confirms the card payment with the secret and the buyer, then reports the PaymentIntent', async () => {
    const user = userEvent.setup();
    confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_42', status: 'succeeded' } });
    const { fetchMock, payNow, router } = await openPage();
    makeCardReady();
    await waitFor(() => expect(payNow).toBeEnabled());
    await user.click(payNow);

    await settleApp();
    expect(await screen.findByText(MESSAGES.paymentSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/propertyBought'));
    expect(confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(confirmCardPayment).toHaveBeenCalledWith(CLIENT_SECRET, {
      payment_method: { card, billing_details: { name: BUYER_SESSION.name, email: BUYER_SESSION.email } },
    });
    expect(listWrites(fetchMock)).toEqual([
      { method: 'POST', path: '/api/createPaymentIntent', body: { offerId: OFFER_ID } },
      { method: 'PATCH', path: `/api/updateOfferStatus/${OFFER_ID}`, body: { transactionId: 'pi_42' } },
    ]);
  });

  it("shows Stripe's own message when the card is declined, and Pay Now works again", async () => {
    const user = userEvent.setup();
    confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' },
    });
    const { fetchMock, payNow, router } = await openPage();
    makeCardReady();
    await waitFor(() => expect(payNow).toBeEnabled());
    await user.click(payNow);

    await settleApp();
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.makingPayment)).not.toBeInTheDocument();
    await waitFor(() => expect(payNow).toBeEnabled());
    expect(router.state.location.pathname).toBe(PATH);
    expect(listWrites(fetchMock).map((call) => call.path)).toEqual(['/api/createPaymentIntent']);
  });

  it("shows the card element's own complaint while the buyer types", async () => {
    await openPage();
    act(() => card.fire('change', { complete: false, error: { message: 'Your card number is invalid.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    act(() => card.fire('change', { complete: true }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Payment with the sandbox provider', () => {
  it('never loads Stripe.js', async () => {
    stubPayingBuyer('sandbox');
    await openApp(PATH);
    expect(await screen.findByText(SANDBOX_NOTICE)).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

describe('Payment with Stripe in Bangla', () => {
  async function openBanglaPage() {
    await activateLocale('bn');
    stubPayingBuyer('stripe', { [`/api/updateOfferStatus/${OFFER_ID}`]: () => ({ modifiedCount: 1 }) });
    const view = await openApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Rafi Ahmed, ৳ ১,৫০,০০০ পরিশোধ করুন' });
    const payNow = await screen.findByRole('button', { name: 'এখনই পরিশোধ করুন' });
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    return { ...view, payNow };
  }

  it("shows Stripe's decline message in Bangla", async () => {
    const user = userEvent.setup();
    confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' },
    });
    const { payNow } = await openBanglaPage();
    expect(screen.getByRole('group', { name: 'কার্ড' })).toBeInTheDocument();
    makeCardReady();
    await waitFor(() => expect(payNow).toBeEnabled());
    await user.click(payNow);
    await settleApp();
    expect(await screen.findByText('আপনার কার্ডে পর্যাপ্ত ব্যালান্স নেই।')).toBeInTheDocument();
  });

  it("words the card element's complaints in Bangla", async () => {
    await openBanglaPage();
    act(() => card.fire('change', { complete: false, error: { message: 'Your card number is invalid.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('আপনার কার্ড নম্বরটি সঠিক নয়।');
    act(() =>
      card.fire('change', { complete: false, error: { message: 'Your card number is incomplete.' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('আপনার কার্ড নম্বরটি অসম্পূর্ণ।');
  });
});
