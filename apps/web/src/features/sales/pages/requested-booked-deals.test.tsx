import type { Offer } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { countedResponse } from '../../../test/api-stub';
import { readJsonBody } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';
import { makeOffer } from '../test-sales';

const BOOKED = makeOffer(7, {
  propertyTitle: 'Banani Flat',
  buyerName: 'Tanvir Ahmed',
  offerStatus: 'booked',
  transactionId: 'pi_7',
  payment: 'completed',
  amountDue: 15000,
  isBooking: true,
});
const CLOSE_PATH = `/api/closeDeal/${BOOKED._id}`;

async function openPage(offers: () => Offer[], tableName = 'Requested offers') {
  const fetchMock = stubAgent({
    '/api/getRequestedProperty': () => countedResponse(offers()),
    [CLOSE_PATH]: () => ({ modifiedCount: 1 }),
  });
  await openApp('/dashboard/requestedProperties');
  const table = await screen.findByRole('table', { name: tableName });
  return { fetchMock, table };
}

describe('Requested Properties: a booked deal (decision 055)', () => {
  it('shows the booking paid and marks the deal completed after asking first', async () => {
    const user = userEvent.setup();
    let offers: Offer[] = [BOOKED];
    const { fetchMock, table } = await openPage(() => offers);
    expect(within(table).getByText('booked')).toBeInTheDocument();
    expect(within(table).getByText('Booking money paid: ৳ 15,000')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Mark Completed Banani Flat, Tanvir Ahmed' }));
    const dialog = await screen.findByRole('alertdialog');
    offers = [{ ...BOOKED, offerStatus: 'completed' }];
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Completed!' }));
    await settleApp();

    expect(readJsonBody(fetchMock, 'PATCH', CLOSE_PATH)).toEqual({ status: 'completed' });
    expect(await screen.findByText('Deal Completed')).toBeInTheDocument();
    expect(await within(table).findByText('Completed')).toBeInTheDocument();
  });

  it('cancels only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage(() => [BOOKED]);
    await user.click(within(table).getByRole('button', { name: 'Cancel Deal Banani Flat, Tanvir Ahmed' }));
    await user.click(within(table).getByRole('button', { name: 'Cancel This Deal' }));
    expect(await within(table).findByText('Please Write The Reason')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/closeDeal/'))).toBe(false);

    await user.type(within(table).getByLabelText('Why is the deal cancelled?'), 'The seller withdrew.');
    await user.click(within(table).getByRole('button', { name: 'Cancel This Deal' }));
    await settleApp();
    expect(readJsonBody(fetchMock, 'PATCH', CLOSE_PATH)).toEqual({
      status: 'cancelled',
      reason: 'The seller withdrew.',
    });
    expect(await screen.findByText('Deal Cancelled')).toBeInTheDocument();
  });

  it('says booked, completed and the cancel reason in Bangla', async () => {
    await activateLocale('bn');
    const cancelled = makeOffer(8, { offerStatus: 'cancelled', cancelReason: 'বিক্রেতা সরে গেছেন।' });
    const { table } = await openPage(() => [BOOKED, cancelled], 'পাওয়া অফারসমূহ');
    expect(within(table).getByText('বুক করা হয়েছে')).toBeInTheDocument();
    expect(within(table).getAllByText('বাতিল')).toHaveLength(2);
    expect(within(table).getByText('কারণ: বিক্রেতা সরে গেছেন।')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^সম্পন্ন চিহ্নিত করুন/ })).toBeInTheDocument();
  });
});
