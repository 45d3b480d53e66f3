import { OFFER_END_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countedResponse } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';
import { makeOffer } from '../test-sales';

// The agent's side of deals that ended without their word, and an open one (decision 017).
const BUYER_GONE = makeOffer(1, {
  propertyTitle: 'Lakeside Home',
  offerStatus: 'rejected',
  offerEndReason: 'buyer-deleted',
});
const OVERDUE = makeOffer(2, {
  propertyTitle: 'Hill Cottage',
  offerStatus: 'rejected',
  offerEndReason: 'payment-overdue',
});
const REJECTED = makeOffer(3, {
  propertyTitle: 'Lake Studio',
  offerStatus: 'rejected',
  offerEndReason: null,
});
const OPEN = makeOffer(4, {
  propertyTitle: 'Park Home',
  offerStatus: 'accepted',
  paymentDueAt: '2026-12-01T09:30:00.000Z',
});

function rowOf(table: HTMLElement, title: string) {
  const header = within(table).getByRole('rowheader', { name: title });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('Requested Properties: deals that ended and payment deadlines', () => {
  it('says in the status cell why a deal ended, and until when an accepted offer can be paid', async () => {
    stubAgent({ '/api/getRequestedProperty': () => countedResponse([BUYER_GONE, OVERDUE, REJECTED, OPEN]) });
    await openApp('/dashboard/requestedProperties');
    const table = await screen.findByRole('table', { name: 'Requested offers' });

    expect(rowOf(table, 'Lakeside Home')).toHaveTextContent(OFFER_END_MESSAGES['buyer-deleted']);
    expect(rowOf(table, 'Hill Cottage')).toHaveTextContent(OFFER_END_MESSAGES['payment-overdue']);
    expect(rowOf(table, 'Lake Studio')).not.toHaveTextContent('This Deal Has Ended');
    expect(rowOf(table, 'Park Home')).toHaveTextContent('Payment Due By 1 Dec 2026, 15:30');
  });
});
