import { OFFER_END_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '../../../test/render-app';
import { stubBuyer } from '../../../test/stub-session';
import { makeOffer } from '../test-purchases';

// Deals that ended without the agent's word, and an open one with its deadline (decision 017).
const FRAUD = makeOffer(1, {
  propertyTitle: 'Garden Flat',
  offerStatus: 'rejected',
  offerEndReason: 'agent-fraud',
});
const GONE = makeOffer(2, {
  propertyTitle: 'Hill Cottage',
  offerStatus: 'rejected',
  offerEndReason: 'agent-deleted',
});
const OVERDUE = makeOffer(3, {
  propertyTitle: 'River Duplex',
  offerStatus: 'rejected',
  offerEndReason: 'payment-overdue',
});
const REJECTED = makeOffer(4, {
  propertyTitle: 'Lake Studio',
  offerStatus: 'rejected',
  offerEndReason: null,
});
const OPEN = makeOffer(5, {
  propertyTitle: 'Park Home',
  offerStatus: 'accepted',
  paymentDueAt: '2026-12-01T09:30:00.000Z',
});

async function openPage() {
  stubBuyer({ '/api/getboughtProperty': () => [FRAUD, GONE, OVERDUE, REJECTED, OPEN] });
  await openApp('/dashboard/propertyBought');
  return screen.findByRole('article', { name: 'Park Home' });
}

describe('Property Bought: deals that ended and payment deadlines', () => {
  it('says why each ended deal ended, and nothing more for a rejection by the agent', async () => {
    await openPage();
    const card = (title: string) => screen.getByRole('article', { name: title });
    expect(within(card('Garden Flat')).getByText(OFFER_END_MESSAGES['agent-fraud'])).toBeInTheDocument();
    expect(within(card('Hill Cottage')).getByText(OFFER_END_MESSAGES['agent-deleted'])).toBeInTheDocument();
    expect(within(card('River Duplex')).getByText(OFFER_END_MESSAGES['payment-overdue'])).toBeInTheDocument();
    expect(card('Lake Studio')).not.toHaveTextContent('This Deal Has Ended');
    for (const title of ['Garden Flat', 'Hill Cottage', 'River Duplex']) {
      expect(within(card(title)).getByText('rejected')).toBeInTheDocument();
      expect(within(card(title)).queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    }
  });

  it('shows the deadline of an accepted offer beside Pay Now', async () => {
    const card = await openPage();
    const deadline = within(card).getByText('1 Dec 2026, 15:30');
    expect(deadline.tagName).toBe('TIME');
    expect(deadline).toHaveAttribute('dateTime', OPEN.paymentDueAt);
    expect(card).toHaveTextContent('Payment Due By 1 Dec 2026, 15:30');
    expect(within(card).getByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
  });
});
