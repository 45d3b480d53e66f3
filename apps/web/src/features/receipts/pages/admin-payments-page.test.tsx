import type { AdminPayment } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { countedResponse, refusal } from '../../../test/api-stub';
import { describeCalls, readJsonBody } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAdmin, stubBuyer } from '../../../test/stub-session';

const PAID: AdminPayment = {
  paymentId: '33333333-3333-4333-8333-000000000001',
  offerId: '22222222-2222-4222-8222-000000000001',
  propertyTitle: 'Riverside Duplex',
  buyerName: 'Rahim Buyer',
  provider: 'sslcommerz',
  status: 'succeeded',
  amount: 8_500_000,
  method: 'bKash',
  receiptNumber: 'NL-2026-000123',
  date: '2026-11-28T13:15:00.000Z',
  refundReason: null,
};
const OPEN: AdminPayment = {
  ...PAID,
  paymentId: '33333333-3333-4333-8333-000000000002',
  offerId: '22222222-2222-4222-8222-000000000002',
  propertyTitle: 'Garden Flat',
  status: 'open',
  amount: 45_000,
  method: null,
  receiptNumber: null,
  date: '2026-11-27T04:00:00.000Z',
};

/** An SSLCommerz session nobody paid, closed by the recovery job (decision 069). */
const CLOSED: AdminPayment = {
  ...OPEN,
  paymentId: '33333333-3333-4333-8333-000000000003',
  offerId: '22222222-2222-4222-8222-000000000003',
  propertyTitle: 'Lakeside Studio',
  status: 'closed',
};

function stubPayments() {
  return stubAdmin({
    '/api/admin/payments': () => countedResponse([PAID, OPEN, CLOSED], { 'X-Total-Count': 3 }),
  });
}

describe('Payments (admin)', () => {
  it('lists payments with date, amount, method, status and a link to the receipt', async () => {
    const fetchMock = stubPayments();
    await openApp('/dashboard/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(document.title).toBe('Nestlane || Payments');
    expect(describeCalls(fetchMock)).toContain('GET /api/admin/payments?page=1&limit=12');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Property', 'Buyer', 'Amount', 'Method', 'Status', 'Receipt No.', 'Refund']);
    const paid = within(table).getByRole('row', { name: /Riverside Duplex/ });
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['28 Nov 2026, 19:15', 'Rahim Buyer', '৳ 85,00,000', 'bKash', 'Paid', 'NL-2026-000123']);
    expect(within(paid).getByRole('button', { name: 'Refund Riverside Duplex, Rahim Buyer' })).toBeEnabled();
    expect(within(paid).getByRole('link', { name: 'NL-2026-000123' })).toHaveAttribute(
      'href',
      `/dashboard/receipt/${PAID.offerId}`,
    );
    // Neither an open payment nor a session closed unpaid (decision 069) has a receipt or a refund.
    for (const [name, status] of [
      [/Garden Flat/, 'Open'],
      [/Lakeside Studio/, 'Closed unpaid'],
    ] as const) {
      const row = within(table).getByRole('row', { name });
      expect(
        within(row)
          .getAllByRole('cell')
          .slice(-4)
          .map((cell) => cell.textContent),
      ).toEqual(['—', status, '—', '']);
    }
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/dashboard/payments');
  });

  it('says when a page cannot load', async () => {
    stubAdmin({ '/api/admin/payments': () => refusal(500, 'Something went wrong') });
    await openApp('/dashboard/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent(/the payments/);
  });

  it('is not for a buyer: the admin guard turns them away before any payment is asked for', async () => {
    const fetchMock = stubBuyer({
      '/api/admin/payments': () => countedResponse([PAID], { 'X-Total-Count': 1 }),
    });
    await openApp('/dashboard/payments');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Payments');
    expect(screen.queryByRole('table', { name: 'Payments' })).not.toBeInTheDocument();
    expect(describeCalls(fetchMock).filter((call) => call.includes('/api/admin/payments'))).toEqual([]);
  });
});

describe('Payments (admin): refunds (decision 055)', () => {
  const REFUND_PATH = `/api/admin/payments/${PAID.paymentId}/refund`;

  it('refunds a paid payment only with a reason, sends it, and shows the refunded row with its reason', async () => {
    const user = userEvent.setup();
    let rows: AdminPayment[] = [PAID, OPEN];
    const fetchMock = stubAdmin({
      '/api/admin/payments': () => countedResponse(rows, { 'X-Total-Count': rows.length }),
      [REFUND_PATH]: () => ({ modifiedCount: 1 }),
    });
    await openApp('/dashboard/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const paid = within(table).getByRole('row', { name: /Riverside Duplex/ });
    await user.click(within(paid).getByRole('button', { name: 'Refund Riverside Duplex, Rahim Buyer' }));
    await user.click(within(paid).getByRole('button', { name: 'Refund In Full' }));
    expect(await within(paid).findByText('Please Write The Reason')).toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.includes('/refund'))).toBe(false);

    await user.type(within(paid).getByLabelText('Why is it refunded?'), 'Paid twice.');
    rows = [{ ...PAID, status: 'refunded', refundReason: 'Paid twice.' }, OPEN];
    await user.click(within(paid).getByRole('button', { name: 'Refund In Full' }));
    await settleApp();
    expect(readJsonBody(fetchMock, 'POST', REFUND_PATH)).toEqual({ reason: 'Paid twice.' });
    expect(await screen.findByText('Payment Refunded')).toBeInTheDocument();
    const refunded = within(table).getByRole('row', { name: /Riverside Duplex/ });
    expect(await within(refunded).findByText('Reason: Paid twice.')).toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Payments (admin) in Bangla', () => {
  it('shows the labels, amounts and dates in Bangla', async () => {
    await activateLocale('bn');
    stubPayments();
    await openApp('/dashboard/payments');
    const table = await screen.findByRole('table', { name: 'পেমেন্ট' });
    const paid = within(table).getByRole('row', { name: /Riverside Duplex/ });
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['২৮ নভে, ২০২৬, ১৯:১৫', 'Rahim Buyer', '৳ ৮৫,০০,০০০', 'বিকাশ', 'পরিশোধিত', 'NL-2026-000123']);
    expect(
      within(paid).getByRole('button', { name: 'ফেরত দিন Riverside Duplex, Rahim Buyer' }),
    ).toBeEnabled();
  });
});
