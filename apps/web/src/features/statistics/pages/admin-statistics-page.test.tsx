import { findDivision } from '@nestlane/shared/geo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAdmin, stubAgent } from '../../../test/stub-session';
import { makeAdminStatistics } from '../test-statistics';

const PATH = '/dashboard/adminStatistics';

function stubStatistics() {
  return stubAdmin({
    '/api/adminStatistics': (url: URL) =>
      makeAdminStatistics(url.searchParams.get('days') === '90' ? 90 : 30),
  });
}

function readRows(regionName: string): string[][] {
  const region = screen.getByRole('region', { name: regionName });
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Statistics (admin)', () => {
  it('draws every chart, each labelled, with a table of its figures beside it', async () => {
    const fetchMock = stubStatistics();
    await openApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('GET /api/adminStatistics?days=30');
    const charts = await screen.findAllByRole('img', { name: /chart; the table has its figures$/ });
    expect(charts.map((chart) => chart.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Offers and sales per day',
      'Revenue per day',
      'New users and agents per day',
      'Listings waiting for verification, by how long they have waited',
      'Listings by status',
      'Listings by category',
      'Listings by division',
    ]);
    for (const chart of charts) {
      await waitFor(() => expect(chart).toHaveAttribute('data-chart-state', 'drawn'));
      expect(chart.querySelector('canvas')).not.toBeNull();
    }

    expect(readRows('Listings by status')).toEqual([
      ['Pending', '4'],
      ['Verified', '9'],
      ['Rejected', '1'],
    ]);
    expect(readRows('Listings by division')).toEqual([
      ['Dhaka', '10'],
      ['Sylhet', '4'],
    ]);
    expect(readRows('Listings waiting for verification, by how long they have waited')).toEqual([
      ['Under 1 day', '1'],
      ['1 to 3 days', '2'],
      ['3 to 7 days', '0'],
      ['7 days or more', '1'],
    ]);
    expect(readRows('Revenue per day').at(-2)).toEqual(['24 Nov 2026', '৳ 3,10,000']);
    expect(screen.getByRole('heading', { level: 2, name: 'Listings now: 14' })).toBeInTheDocument();
  });

  it('shows the headline figures: deals, people, waits and times to decision', async () => {
    stubStatistics();
    await openApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Verifications' });
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toMatchObject({
      Offers: '5',
      Sales: '2',
      Revenue: '৳ 3,10,000',
      'New users': '7',
      'New agents': '2',
      'Waiting now': '4',
      'Longest wait': '10.0 days',
      'Decided in 30 days': '6',
      'Median time to decision': '9.0 hours',
      'Average time to decision': '20.3 hours',
    });
  });

  it('opens a day table and switches to 90 days', async () => {
    const user = userEvent.setup();
    const fetchMock = stubStatistics();
    await openApp(PATH);
    const summary = await screen.findByText('Show the figures as a table: Offers and sales per day');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await settleApp();
    expect(describeCalls(fetchMock)).toContain('GET /api/adminStatistics?days=90');
    expect(await screen.findByText('Decided in 90 days')).toBeInTheDocument();
  });

  it('sends an agent to sign in without asking for the figures', async () => {
    const fetchMock = stubAgent();
    await openApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.includes('adminStatistics'))).toBe(false);
  });
});

describe('Statistics (admin) in Bangla', () => {
  it('shows the figures, the charts and their tables in Bangla with Bangla digits', async () => {
    const user = userEvent.setup();
    stubStatistics();
    await activateLocale('bn');
    await openApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'পরিসংখ্যান' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || পরিসংখ্যান');
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toMatchObject({
      অফার: '৫',
      বিক্রি: '২',
      আয়: '৳ ৩,১০,০০০',
      'নতুন ব্যবহারকারী': '৭',
      'নতুন এজেন্ট': '২',
      'এখন অপেক্ষায়': '৪',
      'দীর্ঘতম অপেক্ষা': '১০.০ দিন',
      '৩০ দিনে সিদ্ধান্ত হয়েছে': '৬',
      'সিদ্ধান্তের মধ্যমা সময়': '৯.০ ঘণ্টা',
      'সিদ্ধান্তের গড় সময়': '২০.৩ ঘণ্টা',
    });
    const charts = await screen.findAllByRole('img', { name: /সব সংখ্যা টেবিলে আছে$/ });
    expect(charts.map((chart) => chart.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'প্রতিদিনের অফার ও বিক্রি',
      'প্রতিদিনের আয়',
      'প্রতিদিনের নতুন ব্যবহারকারী ও এজেন্ট',
      'যাচাইয়ের অপেক্ষায় থাকা লিস্টিং, কত দিন ধরে অপেক্ষায় আছে সে অনুযায়ী',
      'অবস্থা অনুযায়ী লিস্টিং',
      'ধরন অনুযায়ী লিস্টিং',
      'বিভাগ অনুযায়ী লিস্টিং',
    ]);
    for (const chart of charts) {
      await waitFor(() => expect(chart).toHaveAttribute('data-chart-state', 'drawn'));
    }
    expect(readRows('অবস্থা অনুযায়ী লিস্টিং')).toEqual([
      ['অপেক্ষমাণ', '৪'],
      ['যাচাইকৃত', '৯'],
      ['বাতিল', '১'],
    ]);
    expect(readRows('বিভাগ অনুযায়ী লিস্টিং')).toEqual([
      [findDivision('Dhaka')?.bn, '১০'],
      [findDivision('Sylhet')?.bn, '৪'],
    ]);
    expect(readRows('ধরন অনুযায়ী লিস্টিং')[0]).toEqual(['অ্যাপার্টমেন্ট', '৮']);
    expect(readRows('যাচাইয়ের অপেক্ষায় থাকা লিস্টিং, কত দিন ধরে অপেক্ষায় আছে সে অনুযায়ী')).toEqual([
      ['১ দিনের কম', '১'],
      ['১ থেকে ৩ দিন', '২'],
      ['৩ থেকে ৭ দিন', '০'],
      ['৭ দিন বা তার বেশি', '১'],
    ]);
    const revenueDay = readRows('প্রতিদিনের আয়').at(-2);
    expect(revenueDay?.[0]).toMatch(/২৪.*২০২৬/);
    expect(revenueDay?.[1]).toBe('৳ ৩,১০,০০০');
    expect(screen.getByRole('heading', { level: 2, name: 'এখনকার লিস্টিং: ১৪' })).toBeInTheDocument();
    expect(screen.getByText('সংখ্যাগুলো টেবিলে দেখুন: প্রতিদিনের অফার ও বিক্রি')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'গত ৯০ দিন' }));
    await settleApp();
    expect(await screen.findByText('৯০ দিনে সিদ্ধান্ত হয়েছে')).toBeInTheDocument();
  });
});
