import { VIEWING_MESSAGES, type Viewing } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, BUYER_SESSION, stubSession } from '../../../test/stub-session';

const ID = 'b1b2c3d4-0000-4000-8000-000000000001';
const REQUESTED: Viewing = {
  _id: ID,
  propertyId: '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
  propertyTitle: 'Lake View Flat',
  side: 'agent',
  otherName: 'Rafi Ahmed',
  proposedTimes: ['2031-05-01T04:30:00.000Z', '2031-05-02T10:00:00.000Z'],
  message: 'Evenings suit me',
  status: 'requested',
  confirmedTime: null,
  cancelledBy: null,
  cancelReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};

function stubViewings(session: typeof AGENT_SESSION, viewings: () => Viewing[]) {
  return stubSession(session === AGENT_SESSION ? 'agent' : 'user', session, {
    '/api/viewings': () => viewings(),
    [`/api/viewings/${ID}/confirm`]: () => ({ modifiedCount: 1 }),
    [`/api/viewings/${ID}/decline`]: () => ({ modifiedCount: 1 }),
    [`/api/viewings/${ID}/cancel`]: () => ({ modifiedCount: 1 }),
  });
}

async function openCard() {
  await openApp('/dashboard/viewings');
  return within(await screen.findByRole('article', { name: 'Lake View Flat' }));
}

describe('Viewings', () => {
  it('lets the agent confirm the chosen time', async () => {
    let viewing = REQUESTED;
    const fetchMock = stubViewings(AGENT_SESSION, () => [viewing]);
    const card = await openCard();
    expect(card.getByText('Requested by Rafi Ahmed')).toBeInTheDocument();
    expect(card.getByText('Requested')).toBeInTheDocument();
    const radios = card.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1] as HTMLElement);
    viewing = { ...REQUESTED, status: 'confirmed', confirmedTime: REQUESTED.proposedTimes[1] ?? null };
    await userEvent.click(card.getByRole('button', { name: 'Confirm Viewing' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'PATCH', path: `/api/viewings/${ID}/confirm`, body: { time: '2031-05-02T10:00:00.000Z' } },
    ]);
    const updated = within(screen.getByRole('article', { name: 'Lake View Flat' }));
    expect(updated.getByText('Confirmed')).toBeInTheDocument();
    expect(updated.getByText(/^Visit on/)).toBeInTheDocument();
    expect(updated.queryByRole('button', { name: 'Confirm Viewing' })).not.toBeInTheDocument();
  });

  it('offers only times still ahead to confirm', async () => {
    stubViewings(AGENT_SESSION, () => [
      { ...REQUESTED, proposedTimes: ['2020-05-01T04:30:00.000Z', ...REQUESTED.proposedTimes] },
    ]);
    const card = await openCard();
    const radios = card.getAllByRole('radio');
    expect(radios[0]).toBeDisabled();
    expect(radios[0]?.closest('label')).toHaveTextContent('(passed)');
    expect(radios[1]).toBeChecked();
  });

  it('lets the agent decline', async () => {
    const fetchMock = stubViewings(AGENT_SESSION, () => [REQUESTED]);
    const card = await openCard();
    await userEvent.click(card.getByRole('button', { name: 'Decline' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'PATCH', path: `/api/viewings/${ID}/decline`, body: undefined },
    ]);
  });

  it('shows the buyer the status and the times, without the agent’s choices', async () => {
    stubViewings(BUYER_SESSION, () => [{ ...REQUESTED, side: 'buyer', otherName: 'Nusrat Jahan' }]);
    const card = await openCard();
    expect(card.getByText('With Nusrat Jahan')).toBeInTheDocument();
    expect(card.getByText('Proposed times')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Confirm Viewing' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel Viewing' })).toBeInTheDocument();
  });

  it('asks for a reason before cancelling a confirmed visit', async () => {
    const confirmed: Viewing = {
      ...REQUESTED,
      side: 'buyer',
      otherName: 'Nusrat Jahan',
      status: 'confirmed',
      confirmedTime: '2031-05-01T04:30:00.000Z',
    };
    const fetchMock = stubViewings(BUYER_SESSION, () => [confirmed]);
    const card = await openCard();
    await userEvent.click(card.getByRole('button', { name: 'Cancel Viewing' }));
    await userEvent.click(card.getByRole('button', { name: 'Cancel This Viewing' }));
    expect(await card.findByRole('alert')).toHaveTextContent(VIEWING_MESSAGES.reasonRequired);
    expect(listWrites(fetchMock)).toEqual([]);
    await userEvent.type(
      card.getByRole('textbox', { name: 'Why are you cancelling?' }),
      'I found another flat',
    );
    await userEvent.click(card.getByRole('button', { name: 'Cancel This Viewing' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'PATCH', path: `/api/viewings/${ID}/cancel`, body: { reason: 'I found another flat' } },
    ]);
  });

  it('shows who cancelled and why', async () => {
    stubViewings(BUYER_SESSION, () => [
      {
        ...REQUESTED,
        side: 'buyer',
        otherName: 'Nusrat Jahan',
        status: 'cancelled',
        cancelledBy: 'agent',
        cancelReason: 'Sold',
      },
    ]);
    const card = await openCard();
    expect(card.getByText('Cancelled by Nusrat Jahan: Sold')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel Viewing' })).not.toBeInTheDocument();
  });
});

describe('Viewings in Bangla', () => {
  it('lets the agent confirm a time, all in Bangla', async () => {
    await activateLocale('bn');
    let viewing = REQUESTED;
    const fetchMock = stubViewings(AGENT_SESSION, () => [viewing]);
    await openApp('/dashboard/viewings');
    expect(await screen.findByRole('heading', { level: 1, name: 'পরিদর্শন' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || পরিদর্শন');
    const card = within(await screen.findByRole('article', { name: 'Lake View Flat' }));
    expect(card.getByText('Rafi Ahmed অনুরোধ করেছেন')).toBeInTheDocument();
    expect(card.getByText('অনুরোধ করা হয়েছে')).toBeInTheDocument();
    expect(card.getByRole('group', { name: 'একটি সময় বেছে নিন' })).toBeInTheDocument();
    // The proposed times in Bangla digits.
    expect(card.getAllByRole('radio')[0]?.closest('label')).toHaveTextContent('২০৩১');
    expect(card.getByRole('button', { name: 'প্রত্যাখ্যান করুন' })).toBeInTheDocument();

    viewing = { ...REQUESTED, status: 'confirmed', confirmedTime: REQUESTED.proposedTimes[0] ?? null };
    await userEvent.click(card.getByRole('button', { name: 'পরিদর্শন নিশ্চিত করুন' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'PATCH', path: `/api/viewings/${ID}/confirm`, body: { time: '2031-05-01T04:30:00.000Z' } },
    ]);
    expect(await screen.findByText('পরিদর্শন নিশ্চিত করা হয়েছে')).toBeInTheDocument();
    const updated = within(screen.getByRole('article', { name: 'Lake View Flat' }));
    expect(updated.getByText('নিশ্চিত')).toBeInTheDocument();
    expect(updated.getByText(/^পরিদর্শনের সময়:/)).toBeInTheDocument();
  });

  it('asks for the reason to cancel in Bangla, and shows who cancelled', async () => {
    await activateLocale('bn');
    const confirmed: Viewing = {
      ...REQUESTED,
      side: 'buyer',
      otherName: 'Nusrat Jahan',
      status: 'confirmed',
      confirmedTime: '2031-05-01T04:30:00.000Z',
    };
    stubViewings(BUYER_SESSION, () => [
      confirmed,
      {
        ...REQUESTED,
        _id: 'b1b2c3d4-0000-4000-8000-000000000002',
        propertyTitle: 'Garden Duplex',
        side: 'buyer',
        otherName: 'Nusrat Jahan',
        status: 'cancelled',
        cancelledBy: 'agent',
        cancelReason: 'বিক্রি হয়ে গেছে',
      },
    ]);
    await openApp('/dashboard/viewings');
    const cancelled = within(await screen.findByRole('article', { name: 'Garden Duplex' }));
    expect(cancelled.getByText('Nusrat Jahan বাতিল করেছেন: বিক্রি হয়ে গেছে')).toBeInTheDocument();
    expect(cancelled.getByText('বাতিল')).toBeInTheDocument();

    const card = within(screen.getByRole('article', { name: 'Lake View Flat' }));
    expect(card.getByText('Nusrat Jahan-এর সঙ্গে')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'পরিদর্শন বাতিল করুন' }));
    await userEvent.click(card.getByRole('button', { name: 'এই পরিদর্শন বাতিল করুন' }));
    expect(await card.findByRole('alert')).toHaveTextContent('বাতিল করার একটি কারণ লিখুন');
    expect(card.getByRole('textbox', { name: 'কেন বাতিল করছেন?' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'বাতিল করবেন না' })).toBeInTheDocument();
  });

  it('says so in Bangla when there are none', async () => {
    await activateLocale('bn');
    stubViewings(BUYER_SESSION, () => []);
    await openApp('/dashboard/viewings');
    expect(await screen.findByText(/^এখনো কোনো পরিদর্শন নেই।/)).toBeInTheDocument();
  });
});
