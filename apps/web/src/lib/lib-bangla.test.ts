import { MESSAGES } from '@nestlane/shared';
import hotToast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n';
import { jsonResponse } from '../test/api-stub';
import { ApiError, fetchJson } from './api-client';
import { describeBudget, listBudgets, nameBudgetSelect } from './budget-bands';
import { COMPARE_FULL_MESSAGE, describeCompareFull } from './compare-list';
import { describePlaceFilter } from './place-params';
import { allPropertiesPageName, describeSearchPage } from './search-page-title';
import { toast } from './toast';
import { findWishlistRefusal } from './wishlist-refusal';

const params = (query: string) => new URLSearchParams(query);

describe('budgets in Bangla', () => {
  it('names the budgets and the select in Bangla, with Bangla digits grouped in lakhs', async () => {
    await activateLocale('bn');
    expect(listBudgets('For Rent').map((budget) => budget.label)).toEqual([
      'মাসে সর্বোচ্চ ৳ ১০,০০০',
      'মাসে ৳ ১০,০০০–২০,০০০',
      'মাসে ৳ ২০,০০০–৩৫,০০০',
      'মাসে ৳ ৩৫,০০০–৬০,০০০',
      'মাসে ৳ ৬০,০০০–১ লাখ',
      'মাসে ৳ ১ লাখ বা তার বেশি',
    ]);
    expect(listBudgets('For Sale').map((budget) => budget.label)).toEqual([
      'সর্বোচ্চ ৳ ৩০ লাখ',
      '৳ ৩০–৬০ লাখ',
      '৳ ৬০ লাখ–১ কোটি',
      '৳ ১–২ কোটি',
      '৳ ২–৫ কোটি',
      '৳ ৫ কোটি বা তার বেশি',
    ]);
    expect(nameBudgetSelect('For Rent')).toBe('মাসিক ভাড়া');
    expect(nameBudgetSelect('For Sale')).toBe('দাম');
    expect(nameBudgetSelect('')).toBe('দামের সীমা');
    expect(describeBudget(8_500_000, 12_000_000)).toBe('৳ ৮৫ লাখ–১.২ কোটি');
    expect(describeBudget(undefined, 8_500_000)).toBe('সর্বোচ্চ ৳ ৮৫ লাখ');
    expect(describeBudget(45_000, undefined, 'For Rent')).toBe('মাসে ৳ ৪৫,০০০ বা তার বেশি');
  });

  it('names them in English, in Taka', () => {
    expect(listBudgets('For Rent')[0]?.label).toBe('Up to ৳ 10,000 a month');
    expect(listBudgets('For Sale').at(-1)?.label).toBe('৳ 5 Crore or more');
    expect(nameBudgetSelect('')).toBe('Price range');
    expect(describeBudget(1500, 3000, 'For Rent')).toBe('৳ 1,500–3,000 a month');
    expect(describeBudget(undefined, 8_500_000)).toBe('Up to ৳ 85 Lakh');
  });
});

describe('the search page title and the place chips in Bangla', () => {
  it('names the kind, rent or sale and the place in Bangla', async () => {
    await activateLocale('bn');
    expect(allPropertiesPageName(params(''))).toBe('সব প্রপার্টি');
    expect(
      allPropertiesPageName(params('listedFor=For+Rent&category=Apartment&district=Dhaka&area=Gulshan')),
    ).toBe('সব প্রপার্টি: গুলশান, ঢাকা-এ ভাড়ার অ্যাপার্টমেন্ট');
    expect(describeSearchPage(params('listedFor=For+Sale'))).toBe('বিক্রয়ের প্রপার্টি');
    expect(describeSearchPage(params('categories=Office&division=Chattogram'))).toBe('চট্টগ্রাম-এ অফিস');
    expect(describePlaceFilter({ division: '', district: 'Dhaka', upazila: 'Savar', area: '' })).toBe(
      'সাভার, ঢাকা',
    );
  });

  it('names them in English, in Taka', () => {
    expect(
      allPropertiesPageName(params('listedFor=For+Rent&category=Apartment&district=Dhaka&area=Gulshan')),
    ).toBe('All Property: Apartments for rent in Gulshan, Dhaka');
    expect(describePlaceFilter({ division: '', district: 'Dhaka', upazila: 'Savar', area: '' })).toBe(
      'Savar, Dhaka',
    );
  });
});

describe('messages raised outside the components in Bangla', () => {
  it('shows a message constant in a toast, a wish-list refusal and the compare limit in Bangla', async () => {
    await activateLocale('bn');
    const shown: unknown[] = [];
    vi.spyOn(hotToast, 'error').mockImplementation((message) => {
      shown.push(message);
      return '';
    });
    toast.error(MESSAGES.noWishlist);
    await vi.waitFor(() => expect(shown).toEqual(['উইশলিস্টে কোনো প্রপার্টি নেই']));
    expect(findWishlistRefusal('user', 'a@nestlane.test', 'a@nestlane.test')).toBe(
      'নিজের প্রপার্টি উইশলিস্টে যোগ করা যাবে না',
    );
    expect(describeCompareFull()).toBe('সর্বোচ্চ ৪টি লিস্টিং তুলনা করা যায়। আরেকটি যোগ করতে একটি সরিয়ে দিন।');
  });

  it('says in Bangla why a call failed when the server gave no message', async () => {
    await activateLocale('bn');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const failure = await fetchJson('/getallReviews').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('অনুরোধটি ব্যর্থ হয়েছে (স্ট্যাটাস ৫০০)');
    // A proxy's 502 page, and no answer at all, say what happened instead.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    const proxied = await fetchJson('/getallReviews').catch((error: unknown) => error);
    expect((proxied as ApiError).message).toBe(
      'Nestlane এই মুহূর্তে সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন; আপনি যা লিখেছেন তা রয়ে গেছে।',
    );
  });

  it('names them in English, in Taka', async () => {
    expect(describeCompareFull()).toBe(COMPARE_FULL_MESSAGE);
    expect(findWishlistRefusal('agent', 'a@nestlane.test', 'b@nestlane.test')).toBe(MESSAGES.staffWishlist);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse('oops', 500)),
    );
    const failure = await fetchJson('/getallReviews').catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe('Request failed with status 500');
  });
});
