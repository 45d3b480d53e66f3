import { OFFER_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { countedResponse } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { AGENT_SESSION, stubAgent, stubSession } from '../../../test/stub-session';
import { makeOffer } from '../test-sales';

const PATH = '/dashboard/soldProperties';
const EMAIL = encodeURIComponent(AGENT_SESSION.email);

function sold(number: number, price: number) {
  return makeOffer(number, {
    offerStatus: 'bought',
    transactionId: `pi_${number}`,
    payment: 'completed',
    offerredPriceRange: price,
  });
}

/** The agent's sales: 25 of them, three pages of 12; the total covers all of them, not one page. */
function pagedSales(url: URL) {
  const page = Number(url.searchParams.get('page'));
  return countedResponse([sold(page * 100, 100000 * page)], { 'X-Total-Count': 25, 'X-Sold-Total': 1250000 });
}

describe('My Sold Properties', () => {
  it('shows the total of every sale and a table of picture, title, place, buyer and price', async () => {
    const fetchMock = stubAgent({
      '/api/getSoldProperties': () =>
        countedResponse([sold(1, 150000), sold(2, 1100000)], { 'X-Total-Count': 2, 'X-Sold-Total': 1250000 }),
    });
    await openApp(PATH);
    const table = await screen.findByRole('table', { name: 'Sold properties' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Sold Properties' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || My Sold Properties');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Total Sold: ৳ 12,50,000$/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Title', 'Location', 'Buyer Email', 'Buyer Name', 'Sold Price', 'Receipt']);
    const row = within(table).getByRole('row', { name: /Listing 2/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Listing 2');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '2 Lake Road, Dhaka', 'buyer2@example.com', 'Buyer 2', '৳ 11,00,000', 'Receipt']);
    // Each sale links to its numbered receipt (decision 054).
    expect(within(row).getByRole('link', { name: 'Receipt for Listing 2' })).toHaveAttribute(
      'href',
      `/dashboard/receipt/${sold(2, 0)._id}`,
    );
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/seed/house-2.webp');
    expect(describeCalls(fetchMock)).toContain(`GET /api/getSoldProperties?email=${EMAIL}&page=1&limit=12`);
    // Two sales fit on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages with Prev and Next from X-Total-Count, the page in the URL, the total unchanged', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAgent({ '/api/getSoldProperties': pagedSales });
    const { router } = await openApp(PATH);
    await screen.findByRole('rowheader', { name: 'Listing 100' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Listing 200' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(describeCalls(fetchMock)).toContain(`GET /api/getSoldProperties?email=${EMAIL}&page=2&limit=12`);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Total Sold: ৳ 12,50,000');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Listing 300' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Prev' }));
    expect(await screen.findByRole('rowheader', { name: 'Listing 200' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens the page the URL names, and the last page when it names one past the end', async () => {
    const fetchMock = stubAgent({
      '/api/getSoldProperties': (url) =>
        Number(url.searchParams.get('page')) <= 3
          ? pagedSales(url)
          : countedResponse([], { 'X-Total-Count': 25 }),
    });
    const { router } = await openApp(`${PATH}?page=9`);
    expect(await screen.findByRole('rowheader', { name: 'Listing 300' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(describeCalls(fetchMock)).toContain(`GET /api/getSoldProperties?email=${EMAIL}&page=9&limit=12`);
    expect(screen.queryByText(OFFER_MESSAGES.noSoldProperties)).not.toBeInTheDocument();
  });

  it('says so when nothing is sold yet, with a total of zero', async () => {
    stubAgent({
      '/api/getSoldProperties': () => countedResponse([], { 'X-Total-Count': 0, 'X-Sold-Total': 0 }),
    });
    await openApp(PATH);
    expect(await screen.findByText(OFFER_MESSAGES.noSoldProperties)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Total Sold: ৳ 0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(['user', 'admin'] as const)('sends a %s to /signIn without asking for sales', async (role) => {
    const fetchMock = stubSession(role, AGENT_SESSION, {
      '/api/getSoldProperties': pagedSales,
    });
    const { router } = await openApp(PATH);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: PATH } });
    expect(describeCalls(fetchMock).some((call) => call.includes('getSoldProperties'))).toBe(false);
  });
});

describe('My Sold Properties in Bangla', () => {
  it('shows the heading, the total and the prices in Bangla with Bangla digits', async () => {
    await activateLocale('bn');
    stubAgent({
      '/api/getSoldProperties': () =>
        countedResponse([sold(1, 150000), sold(2, 1100000)], { 'X-Total-Count': 2, 'X-Sold-Total': 1250000 }),
    });
    await openApp(PATH);
    const table = await screen.findByRole('table', { name: 'বিক্রি হওয়া প্রপার্টি' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার বিক্রি হওয়া প্রপার্টি' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || আমার বিক্রি হওয়া প্রপার্টি');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^মোট বিক্রি: ৳ ১২,৫০,০০০$/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ছবি', 'শিরোনাম', 'ঠিকানা', 'ক্রেতার ইমেইল', 'ক্রেতার নাম', 'বিক্রয়মূল্য', 'রসিদ']);
    const row = within(table).getByRole('row', { name: /Listing 2/ });
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('৳ ১১,০০,০০০');
    expect(within(row).getByRole('link', { name: 'Listing 2-এর রসিদ' })).toBeInTheDocument();
  });
});
