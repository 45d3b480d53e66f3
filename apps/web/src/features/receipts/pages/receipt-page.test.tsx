import type { Receipt } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import { refusal } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { BUYER_SESSION, stubAgent, stubBuyer } from '../../../test/stub-session';

const OFFER_ID = '22222222-2222-4222-8222-000000000004';
const RECEIPT: Receipt = {
  receiptNumber: 'NL-2026-000123',
  offerId: OFFER_ID,
  paymentId: '33333333-3333-4333-8333-000000000001',
  propertyTitle: 'Riverside Duplex',
  propertyLocation: '4 Lake Road, Dhaka 1212',
  buyerName: BUYER_SESSION.name,
  buyerEmail: BUYER_SESSION.email,
  agentName: 'Nusrat Jahan',
  agentEmail: 'nusrat@nestlane.test',
  amount: 8_500_000,
  method: 'bKash',
  transactionId: 'NL1A2B3C4D5E6F',
  // 19:15 in Dhaka.
  paidAt: '2026-11-28T13:15:00.000Z',
  isRefunded: false,
  refundReason: null,
  refundedAt: null,
};

/** The receipt's list of facts, found by its number. */
function facts() {
  const list = screen.getByText('NL-2026-000123').closest('dl');
  if (!list) throw new Error('the receipt has no list of facts');
  return within(list);
}

describe('Payment Receipt', () => {
  it("shows the receipt's number, amount in full Taka, Dhaka time, method and gateway id, and prints", async () => {
    const fetchMock = stubBuyer({ [`/api/receipts/${OFFER_ID}`]: () => RECEIPT });
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    await openApp(`/dashboard/receipt/${OFFER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Payment Receipt' });
    await screen.findByText('NL-2026-000123');
    expect(document.title).toBe('Nestlane || Payment Receipt');
    expect(describeCalls(fetchMock)).toContain(`GET /api/receipts/${OFFER_ID}`);
    const list = facts();
    expect(list.getByText('Receipt No.')).toBeInTheDocument();
    expect(list.getByText('৳ 85,00,000')).toBeInTheDocument();
    expect(list.getByText('28 Nov 2026, 19:15')).toBeInTheDocument();
    expect(list.getByText('bKash')).toBeInTheDocument();
    expect(list.getByText('NL1A2B3C4D5E6F')).toBeInTheDocument();
    expect(list.getByText('Riverside Duplex, 4 Lake Road, Dhaka 1212')).toBeInTheDocument();
    expect(list.getByText('Nusrat Jahan (nusrat@nestlane.test)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when and why an admin refunded the payment (decision 055)', async () => {
    stubBuyer({
      [`/api/receipts/${OFFER_ID}`]: () => ({
        ...RECEIPT,
        isRefunded: true,
        refundReason: 'Paid twice.',
        refundedAt: '2026-11-29T04:30:00.000Z',
      }),
    });
    await openApp(`/dashboard/receipt/${OFFER_ID}`);
    await screen.findByText('NL-2026-000123');
    const list = facts();
    expect(list.getByText('Refunded on')).toBeInTheDocument();
    expect(list.getByText('29 Nov 2026, 10:30')).toBeInTheDocument();
    expect(list.getByText('Refund reason')).toBeInTheDocument();
    expect(list.getByText('Paid twice.')).toBeInTheDocument();
  });

  it('names the sandbox as a demo card', async () => {
    stubAgent({ [`/api/receipts/${OFFER_ID}`]: () => ({ ...RECEIPT, method: 'sandbox card' }) });
    await openApp(`/dashboard/receipt/${OFFER_ID}`);
    expect(await screen.findByText('Sandbox card (demo, no money moved)')).toBeInTheDocument();
  });

  it('says there is no receipt when the server refuses, with no Print button', async () => {
    stubBuyer({ [`/api/receipts/${OFFER_ID}`]: () => refusal(404, 'Receipt not found') });
    await openApp(`/dashboard/receipt/${OFFER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no receipt for this payment.');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});

describe('Payment Receipt in Bangla', () => {
  it('shows the labels, the amount in Bangla digits, the date in Dhaka and the method in Bangla', async () => {
    await activateLocale('bn');
    stubBuyer({ [`/api/receipts/${OFFER_ID}`]: () => RECEIPT });
    await openApp(`/dashboard/receipt/${OFFER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'পেমেন্টের রসিদ' });
    await screen.findByText('NL-2026-000123');
    const list = facts();
    expect(list.getByText('রসিদ নং')).toBeInTheDocument();
    expect(list.getByText('৳ ৮৫,০০,০০০')).toBeInTheDocument();
    expect(list.getByText('২৮ নভে, ২০২৬, ১৯:১৫')).toBeInTheDocument();
    expect(list.getByText('বিকাশ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
  });
});
