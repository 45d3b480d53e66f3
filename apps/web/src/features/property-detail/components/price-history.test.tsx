import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { WithI18n } from '../test-i18n';
import { PriceHistory } from './price-history';

const LISTED = { from: '2025-01-10T08:00:00.000Z', minPrice: 100000, maxPrice: 200000 };
const RISE = { from: '2025-02-03T08:00:00.000Z', minPrice: 100000, maxPrice: 220000 };
const CUT = { from: '2025-03-05T20:00:00.000Z', minPrice: 90000, maxPrice: 180000 };

describe('PriceHistory', () => {
  it('lists each change newest first with its date, old → new and whether it was a cut, then the listed price', () => {
    render(<PriceHistory property={{ priceHistory: [LISTED, RISE, CUT] }} />, { wrapper: WithI18n });

    const section = screen.getByRole('region', { name: 'Price history' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      // 20:00 UTC is the next day in Dhaka: the dates are Bangladesh's, on the server and in every browser.
      '6 Mar 2025৳ 1–2.2 Lakh → to ৳ 90,000–1.8 LakhPrice cut',
      '3 Feb 2025৳ 1–2 Lakh → to ৳ 1–2.2 LakhPrice rise',
      '10 Jan 2025Listed at ৳ 1–2 Lakh',
    ]);
    expect(within(items[0] as HTMLElement).getByText('6 Mar 2025')).toHaveAttribute('datetime', CUT.from);
  });

  it('draws the chart, labelled, once the price has changed', () => {
    render(<PriceHistory property={{ priceHistory: [LISTED, CUT] }} />, { wrapper: WithI18n });
    const chart = screen.getByRole('img', { name: /Price history chart/ });
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(chart).toHaveTextContent('৳ 2 Lakh');
    expect(chart).toHaveTextContent('৳ 90,000');
  });

  it('shows the listed price alone, without a chart, while the price never changed', () => {
    render(<PriceHistory property={{ priceHistory: [LISTED] }} />, { wrapper: WithI18n });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Listed at ৳ 1–2 Lakh');
  });
});

describe('PriceHistory in Bangla', () => {
  it('lists the changes with Bangla dates, prices and labels, and draws the chart', async () => {
    await activateLocale('bn');
    render(<PriceHistory property={{ priceHistory: [LISTED, RISE, CUT] }} />, { wrapper: WithI18n });
    const section = screen.getByRole('region', { name: 'দামের ইতিহাস' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('৳ ১–২.২ লাখ');
    expect(items[0]).toHaveTextContent('৳ ৯০,০০০–১.৮ লাখ');
    expect(items[0]).toHaveTextContent('দাম কমেছে');
    expect(within(items[0] as HTMLElement).getByText(/৬.*২০২৫/)).toHaveAttribute('datetime', CUT.from);
    expect(items[1]).toHaveTextContent('দাম বেড়েছে');
    expect(items[2]).toHaveTextContent('লিস্ট করার সময় দাম ৳ ১–২ লাখ');
    const chart = screen.getByRole('img', { name: /দামের ইতিহাসের চার্ট/ });
    expect(chart).toHaveTextContent('৳ ২.২ লাখ');
    expect(section).not.toHaveTextContent(/[0-9]/);
  });
});
