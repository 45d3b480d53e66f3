import { MESSAGES, OFFER_MESSAGES, type Offer } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, countedResponse, refusal } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, FRESH_TOKEN, stubAgent, stubSession } from '../../../test/stub-session';
import { makeOffer } from '../test-sales';

const PATH = '/dashboard/requestedProperties';
const LIST_CALL = `GET /api/getRequestedProperty?email=${encodeURIComponent(AGENT_SESSION.email)}`;

// Two buyers on one listing (an accept rejects the other), and two offers already decided.
const FIRST = makeOffer(1, {
  propertyTitle: 'Lakeside Home',
  buyerName: 'Tanvir Ahmed',
  offerredPriceRange: 150000,
});
const SECOND = makeOffer(2, {
  propertyId: FIRST.propertyId,
  propertyTitle: 'Lakeside Home',
  buyerName: 'Mitu Das',
  offerredPriceRange: 160000,
});
const ACCEPTED = makeOffer(3, { offerStatus: 'accepted' });
const BOUGHT = makeOffer(4, { offerStatus: 'bought', transactionId: 'pi_4', payment: 'completed' });

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubAgent({
    '/api/getRequestedProperty': () => countedResponse([FIRST, SECOND, ACCEPTED, BOUGHT]),
    ...routes,
  });
  const view = await openApp(PATH);
  const table = await screen.findByRole('table', { name: 'Requested offers' });
  return { ...view, fetchMock, table };
}

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function lastCell(row: HTMLElement) {
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 1] as HTMLElement;
}

function rowOfBuyer(table: HTMLElement, buyerName: string) {
  const row = rowsOf(table).find((candidate) => within(candidate).queryByText(buyerName));
  if (!row) throw new Error(`no row for ${buyerName}`);
  return row;
}

describe('Requested Properties', () => {
  it("lists every offer on the agent's listings with its buyer, price and status", async () => {
    const { fetchMock, table } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Requested Properties' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Requested Properties');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Location', 'Buyer Name', 'Buyer Email', 'Offered Price', 'Status', 'Actions']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Lakeside Home');
    expect(cellsOf(rows[0] as HTMLElement).slice(0, 5)).toEqual([
      '1 Lake Road, Dhaka',
      'Tanvir Ahmed',
      'buyer1@example.com',
      '৳ 1,50,000',
      'pending',
    ]);
    expect(describeCalls(fetchMock)).toContain(LIST_CALL);
  });

  it('offers Accept and Reject, named by the listing and the buyer, only on pending offers', async () => {
    const { table } = await openPage();
    const first = rowOfBuyer(table, 'Tanvir Ahmed');
    expect(within(first).getByRole('button', { name: 'Accept Lakeside Home, Tanvir Ahmed' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Reject Lakeside Home, Tanvir Ahmed' })).toBeEnabled();
    expect(
      within(rowOfBuyer(table, 'Mitu Das')).getByRole('button', { name: /^Accept Lakeside Home, Mitu/ }),
    ).toBeInTheDocument();

    for (const [buyer, label] of [
      ['Buyer 3', 'Accepted'],
      ['Buyer 4', 'Bought'],
    ] as const) {
      const row = rowOfBuyer(table, buyer);
      expect(within(row).queryAllByRole('button')).toEqual([]);
      expect(lastCell(row)).toHaveTextContent(new RegExp(`^${label}$`));
    }
  });

  it('accepts an offer with its listing, toasts, and shows the rejected rival once the list is read again', async () => {
    const user = userEvent.setup();
    let offers: Offer[] = [FIRST, SECOND];
    const { fetchMock, table } = await openPage({
      '/api/getRequestedProperty': () => countedResponse(offers),
      [`/api/updateOffer/${FIRST._id}`]: () => {
        // The server accepts this one and rejects the other pending offer on the same listing.
        offers = [
          { ...FIRST, offerStatus: 'accepted' },
          { ...SECOND, offerStatus: 'rejected' },
        ];
        return { modifiedCount: 1 };
      },
    });
    await user.click(within(table).getByRole('button', { name: 'Accept Lakeside Home, Tanvir Ahmed' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.offerAccepted)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(
      `PATCH /api/updateOffer/${FIRST._id}?status=accepted&propertyId=${FIRST.propertyId}`,
    );
    await waitFor(() => expect(lastCell(rowOfBuyer(table, 'Mitu Das'))).toHaveTextContent(/^Rejected$/));
    expect(lastCell(rowOfBuyer(table, 'Tanvir Ahmed'))).toHaveTextContent(/^Accepted$/);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(describeCalls(fetchMock).filter((call) => call === LIST_CALL)).toHaveLength(2);
  });

  it('keeps keyboard focus on the row: an accepted offer hands it to its Accepted status', async () => {
    const user = userEvent.setup();
    let offers: Offer[] = [FIRST, SECOND];
    const { table } = await openPage({
      '/api/getRequestedProperty': () => countedResponse(offers),
      [`/api/updateOffer/${FIRST._id}`]: () => {
        offers = [
          { ...FIRST, offerStatus: 'accepted' },
          { ...SECOND, offerStatus: 'rejected' },
        ];
        return { modifiedCount: 1 };
      },
    });
    within(table).getByRole('button', { name: 'Accept Lakeside Home, Tanvir Ahmed' }).focus();
    await user.keyboard('{Enter}');

    const status = lastCell(rowOfBuyer(table, 'Tanvir Ahmed')).firstElementChild;
    await waitFor(() => expect(status).toHaveTextContent(/^Accepted$/));
    expect(status).toHaveFocus();
  });

  it("rejects an offer only after 'Are you sure?', without a listing id", async () => {
    const user = userEvent.setup();
    let offers: Offer[] = [FIRST];
    const { fetchMock, table } = await openPage({
      '/api/getRequestedProperty': () => countedResponse(offers),
      [`/api/updateOffer/${FIRST._id}`]: () => {
        offers = [{ ...FIRST, offerStatus: 'rejected' }];
        return { modifiedCount: 1 };
      },
    });
    const rejectName = 'Reject Lakeside Home, Tanvir Ahmed';
    await user.click(within(table).getByRole('button', { name: rejectName }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveTextContent("You Want to Reject Tanvir Ahmed's Offer On Lakeside Home!");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(describeCalls(fetchMock).some((call) => call.startsWith('PATCH'))).toBe(false);

    await user.click(within(table).getByRole('button', { name: rejectName }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, Reject!' }));
    await settleApp();
    expect(await screen.findByText(MESSAGES.offerRejected)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(`PATCH /api/updateOffer/${FIRST._id}?status=rejected`);
    await waitFor(() => expect(lastCell(rowOfBuyer(table, 'Tanvir Ahmed'))).toHaveTextContent(/^Rejected$/));
  });

  it("shows the server's refusal as an error toast, not the success toast, and reads the list again", async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage({
      [`/api/updateOffer/${FIRST._id}`]: () => refusal(409, 'This Property Is No Longer Available'),
    });
    await user.click(within(table).getByRole('button', { name: 'Accept Lakeside Home, Tanvir Ahmed' }));

    await settleApp();
    expect(await screen.findByText('This Property Is No Longer Available')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.offerAccepted)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(describeCalls(fetchMock).filter((call) => call === LIST_CALL)).toHaveLength(2),
    );
    // A 409 is about the offer, not the agent: still signed in, buttons usable again.
    expect(localStorage.getItem('access-token')).toBe(FRESH_TOKEN);
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Accept Lakeside Home, Tanvir Ahmed' })).toBeEnabled(),
    );
  });

  it('says so when nobody has offered yet', async () => {
    stubAgent({ '/api/getRequestedProperty': () => countedResponse([]) });
    await openApp(PATH);
    expect(await screen.findByText(OFFER_MESSAGES.noRequestedOffers)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(['user', 'admin'] as const)('sends a %s to /signIn without asking for offers', async (role) => {
    const fetchMock = stubSession(role, AGENT_SESSION, {
      '/api/getRequestedProperty': () => countedResponse([FIRST]),
    });
    const { router } = await openApp(PATH);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: PATH } });
    expect(describeCalls(fetchMock).some((call) => call.includes('getRequestedProperty'))).toBe(false);
  });
});

describe('Requested Properties in Bangla', () => {
  it('lists the offers in Bangla with Bangla digits, and asks in Bangla before a rejection', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    const fetchMock = stubAgent({
      '/api/getRequestedProperty': () => countedResponse([FIRST, SECOND, ACCEPTED, BOUGHT]),
      [`/api/updateOffer/${FIRST._id}`]: () => ({ modifiedCount: 1 }),
    });
    await openApp(PATH);
    const table = await screen.findByRole('table', { name: 'পাওয়া অফারসমূহ' });
    expect(screen.getByRole('heading', { level: 1, name: 'অফার পাওয়া প্রপার্টি' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || অফার পাওয়া প্রপার্টি');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['শিরোনাম', 'ঠিকানা', 'ক্রেতার নাম', 'ক্রেতার ইমেইল', 'প্রস্তাবিত দাম', 'অবস্থা', 'অ্যাকশন']);
    const first = rowOfBuyer(table, 'Tanvir Ahmed');
    expect(cellsOf(first)[3]).toBe('৳ ১,৫০,০০০');
    expect(lastCell(rowOfBuyer(table, 'Buyer 3'))).toHaveTextContent(/^গৃহীত$/);
    expect(lastCell(rowOfBuyer(table, 'Buyer 4'))).toHaveTextContent(/^কেনা হয়েছে$/);
    expect(within(first).getByRole('button', { name: 'গ্রহণ করুন Lakeside Home, Tanvir Ahmed' })).toBeEnabled();

    await user.click(within(first).getByRole('button', { name: 'প্রত্যাখ্যান করুন Lakeside Home, Tanvir Ahmed' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'আপনি Lakeside Home-এ Tanvir Ahmed-এর অফার প্রত্যাখ্যান করতে চান! এটি আর ফেরানো যাবে না।',
    );
    await user.click(within(dialog).getByRole('button', { name: 'হ্যাঁ, প্রত্যাখ্যান করুন!' }));
    await settleApp();
    expect(describeCalls(fetchMock)).toContain(`PATCH /api/updateOffer/${FIRST._id}?status=rejected`);
  });
});
