import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAgent, stubBuyer } from '../../../test/stub-session';
import { LISTING_IDS, makeAgentStatistics } from '../test-statistics';

const PATH = '/dashboard/agentStatistics';

function stubStatistics() {
  return stubAgent({
    '/api/agentStatistics': (url: URL) =>
      makeAgentStatistics(
        url.searchParams.get('days') === '90' ? 90 : 30,
        url.searchParams.get('propertyId'),
      ),
  });
}

function rowTitles(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('Statistics (agent)', () => {
  it("shows the period's totals, a labelled chart of each day with its table, and every listing's figures", async () => {
    const fetchMock = stubStatistics();
    await openApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('GET /api/agentStatistics?days=30');

    const totals = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(totals).toEqual([
      'Views: 20',
      'Wish-lists: 2',
      'Enquiries: 1',
      'Offers: 1',
      'Leads: 9',
      'Calls: 5',
      'WhatsApp: 2',
      'Enquiries: 1',
      'Viewings: 1',
    ]);

    const chart = await screen.findByRole('img', { name: /^Activity per day: all listings: a line chart/ });
    await waitFor(() => expect(chart).toHaveAttribute('data-chart-state', 'drawn'));
    expect(chart.querySelector('canvas')).not.toBeNull();
    // uPlot itself draws here (its canvas and plot area), the series named in the chart's legend.
    expect(chart.querySelector('.uplot')).not.toBeNull();
    const legend = within(chart.closest('figure') as HTMLElement).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Views', 'Wish-lists', 'Enquiries', 'Offers']);

    const days = screen.getByRole('region', { name: 'Activity per day: all listings' });
    const lastDay = within(days).getByRole('row', { name: /25 Nov 2026/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '2', '0', '1']);

    const listings = screen.getByRole('region', { name: 'Your listings' });
    // The most viewed first; ties by title.
    expect(rowTitles(listings)).toEqual([
      'Busy flat in GulshanVerified',
      'Asked-about duplexVerified',
      'Pending house in SavarPending',
      'Quiet flat in MirpurVerified',
      'Rung flat in UttaraVerified',
    ]);
    expect(within(listings).getByRole('columnheader', { name: /Views/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(listings).getByRole('link', { name: 'Busy flat in Gulshan' })).toHaveAttribute(
      'href',
      `/propertyDetail/${LISTING_IDS.busy}`,
    );
  });

  it('shows the leads: calls, WhatsApp, enquiries and viewings in total, per day and per listing', async () => {
    const user = userEvent.setup();
    stubStatistics();
    await openApp(PATH);
    const leads = await screen.findByRole('region', { name: 'Leads' });
    const cards = within(leads)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(cards).toEqual(['Leads: 9', 'Calls: 5', 'WhatsApp: 2', 'Enquiries: 1', 'Viewings: 1']);

    const chart = within(leads).getByRole('img', { name: /^Leads per day: all listings: a line chart/ });
    await waitFor(() => expect(chart).toHaveAttribute('data-chart-state', 'drawn'));
    const legend = within(chart.closest('figure') as HTMLElement).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Calls', 'WhatsApp', 'Enquiries', 'Viewings']);
    const days = within(leads).getByRole('region', { name: 'Leads per day: all listings' });
    const lastDay = within(days).getByRole('row', { name: /25 Nov 2026/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '0', '0']);

    const listings = screen.getByRole('region', { name: 'Your listings' });
    expect(
      within(listings)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Listing',
      'Views',
      'Wish-lists',
      'Offers',
      'Calls',
      'WhatsApp',
      'Enquiries',
      'Viewings',
      'Leads',
    ]);
    const busy = within(listings).getByRole('row', { name: /Busy flat in Gulshan/ });
    expect(
      within(busy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '2', '1', '3', '2', '0', '1', '6']);
    await user.click(within(listings).getByRole('button', { name: 'Leads' }));
    expect(rowTitles(listings).slice(0, 3)).toEqual([
      'Busy flat in GulshanVerified',
      'Rung flat in UttaraVerified',
      'Asked-about duplexVerified',
    ]);
  });

  it('calls out the public listings nobody looked at or reached the agent about, not the pending one', async () => {
    stubStatistics();
    await openApp(PATH);
    const callout = await screen.findByRole('region', { name: 'No views or enquiries in the last 30 days' });
    expect(
      within(callout)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quiet flat in Mirpur']);
  });

  it('sorts by any column from its heading, by keyboard too', async () => {
    const user = userEvent.setup();
    stubStatistics();
    await openApp(PATH);
    const listings = await screen.findByRole('region', { name: 'Your listings' });
    const offers = within(listings).getByRole('button', { name: 'Offers' });
    offers.focus();
    await user.keyboard('{Enter}');
    expect(within(listings).getByRole('columnheader', { name: /Offers/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rowTitles(listings)[0]).toBe('Asked-about duplexVerified');
    await user.keyboard('{Enter}');
    expect(within(listings).getByRole('columnheader', { name: /Offers/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(listings).getByRole('button', { name: 'Listing' }));
    expect(rowTitles(listings)).toEqual([
      'Asked-about duplexVerified',
      'Busy flat in GulshanVerified',
      'Pending house in SavarPending',
      'Quiet flat in MirpurVerified',
      'Rung flat in UttaraVerified',
    ]);
  });

  it('asks for 90 days and for one listing, keeping both in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = stubStatistics();
    const { router } = await openApp(PATH);
    await screen.findByRole('region', { name: 'Your listings' });
    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await settleApp();
    expect(describeCalls(fetchMock)).toContain('GET /api/agentStatistics?days=90');
    expect(
      await screen.findByRole('region', { name: 'No views or enquiries in the last 90 days' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), 'Busy flat in Gulshan');
    await settleApp();
    expect(describeCalls(fetchMock)).toContain(
      `GET /api/agentStatistics?days=90&propertyId=${LISTING_IDS.busy}`,
    );
    expect(
      await screen.findByRole('img', { name: /^Activity per day: Busy flat in Gulshan/ }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('days')).toBe('90');
    expect(new URLSearchParams(router.state.location.search).get('listing')).toBe(LISTING_IDS.busy);
  });

  it('sends a buyer to sign in without asking for the figures', async () => {
    const fetchMock = stubBuyer();
    await openApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.includes('agentStatistics'))).toBe(false);
  });
});

describe('Statistics (agent) in Bangla', () => {
  it("shows the period's totals, the chart and every listing's figures in Bangla with Bangla digits", async () => {
    const user = userEvent.setup();
    stubStatistics();
    await activateLocale('bn');
    await openApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'পরিসংখ্যান' })).toBeInTheDocument();
    const totals = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(totals).toEqual([
      'ভিউ: ২০',
      'উইশলিস্ট: ২',
      'জিজ্ঞাসা: ১',
      'অফার: ১',
      'লিড: ৯',
      'কল: ৫',
      'হোয়াটসঅ্যাপ: ২',
      'জিজ্ঞাসা: ১',
      'পরিদর্শন: ১',
    ]);

    const chart = await screen.findByRole('img', { name: /^প্রতিদিনের কার্যক্রম: সব লিস্টিং: লাইন চার্ট/ });
    await waitFor(() => expect(chart).toHaveAttribute('data-chart-state', 'drawn'));
    const legend = within(chart.closest('figure') as HTMLElement).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['ভিউ', 'উইশলিস্ট', 'জিজ্ঞাসা', 'অফার']);
    const days = screen.getByRole('region', { name: 'প্রতিদিনের কার্যক্রম: সব লিস্টিং' });
    const lastDay = within(days).getByRole('row', { name: /২৫.*২০২৬/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['১২', '২', '০', '১']);

    const listings = screen.getByRole('region', { name: 'আপনার লিস্টিং' });
    expect(rowTitles(listings).slice(0, 3)).toEqual([
      'Busy flat in Gulshanযাচাইকৃত',
      'Asked-about duplexযাচাইকৃত',
      'Pending house in Savarঅপেক্ষমাণ',
    ]);
    expect(
      within(listings)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['লিস্টিং', 'ভিউ', 'উইশলিস্ট', 'অফার', 'কল', 'হোয়াটসঅ্যাপ', 'জিজ্ঞাসা', 'পরিদর্শন', 'লিড']);
    expect(screen.getByLabelText('লিস্টিং')).toHaveDisplayValue('সব লিস্টিং');
    expect(
      screen.getByRole('heading', { level: 2, name: 'গত ৩০ দিনে কোনো ভিউ বা জিজ্ঞাসা নেই' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'গত ৯০ দিন' }));
    await settleApp();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'আপনার লিস্টিং, গত ৯০ দিন' }),
    ).toBeInTheDocument();
  });
});
