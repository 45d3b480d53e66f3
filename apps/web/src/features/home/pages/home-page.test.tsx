import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty, makeReview, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

/** Every observed element is on screen at once: the sections below the fold render, as for a reader who scrolled. */
class OnScreenObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Home page in Bangla', () => {
  it('shows the hero, its search, Best For You, Client Review, Take A Look and the logos in Bangla', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    await activateLocale('bn');
    stubApi({
      '/api/getAdvertiseProperty': () => [makeProperty()],
      '/api/getallReviews': () => [makeReview(), makeReview({ _id: 'c2b1f0a3-5c4d-4e6f-8a9b-0c1d2e3f4a5b' })],
    });
    await openApp('/');

    expect(document.title).toBe('Nestlane || হোম');
    expect(
      screen.getByRole('heading', { level: 1, name: 'জীবনের নতুন অধ্যায়ের জন্য মানানসই বাড়ি খুঁজুন' }),
    ).toBeInTheDocument();
    expect(screen.getByText('শুধু যাচাই করা লিস্টিং')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'প্রপার্টি খুঁজুন' });
    expect(within(search).getByPlaceholderText('শিরোনাম দিয়ে খুঁজুন')).toBeInTheDocument();
    expect(within(search).getByRole('option', { name: 'কম থেকে বেশি' })).toHaveValue('asc');
    // The spec's bands in Bangla digits, sent as the spec's values.
    expect(within(search).getByRole('option', { name: '৳ ৫০,০০০–১ লাখ' })).toHaveValue('50000-100000');
    expect(within(search).getByRole('option', { name: '৳ ৯ লাখ বা তার বেশি' })).toHaveValue('900000-+');
    expect(within(search).getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();

    const best = screen.getByRole('region', { name: 'আপনার জন্য সেরা' });
    expect(within(best).getByText('আমাদের সেরা সংগ্রহ দেখুন')).toBeInTheDocument();
    expect(await within(best).findByRole('article', { name: 'Lakeside Family Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব প্রপার্টি দেখুন' })).toHaveAttribute('href', '/allProperties');

    const reviews = await screen.findByRole('region', { name: 'ক্লায়েন্টদের রিভিউ' });
    expect(within(reviews).getByText('আমাদের ক্লায়েন্টদের সাম্প্রতিক রিভিউ দেখুন')).toBeInTheDocument();
    expect(within(reviews).getByRole('group', { name: '২টির মধ্যে ১ নম্বর' })).toBeInTheDocument();
    expect(within(reviews).getByRole('button', { name: 'পরের রিভিউ' })).toBeInTheDocument();
    expect(within(reviews).getByRole('button', { name: 'আগের রিভিউ' })).toBeInTheDocument();

    const look = screen.getByRole('region', { name: 'এক নজরে দেখুন' });
    expect(within(look).getByRole('img', { name: 'একটি Nestlane প্রপার্টির রান্নাঘর' })).toBeInTheDocument();
    expect(within(look).getByText('বসার ঘর')).toBeInTheDocument();

    const logos = await screen.findByRole('region', { name: 'আমাদের ক্লায়েন্ট' });
    expect(within(logos).getByRole('button', { name: /^ক্লায়েন্টদের লোগো (থামান|চালু করুন)$/ })).toBeInTheDocument();
  });
});
