import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { makeProperty, refusal, stubApi } from '../test/api-stub';
import { openApp } from '../test/render-app';
import { stubAgent, stubBuyer } from '../test/stub-session';

describe('the app shell in Bangla', () => {
  it('writes the layout, the footer and the not-found page in Bangla, with Bangla digits', async () => {
    await activateLocale('bn');
    stubApi({});
    await openApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'আপনি যে পৃষ্ঠাটি খুঁজছেন, সেটি নেই।' }),
    ).toBeInTheDocument();
    expect(screen.getByText('৪০৪')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে যান' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Nestlane || পেজটি পাওয়া যায়নি');
    expect(screen.getByRole('link', { name: 'মূল অংশে যান' })).toHaveAttribute('href', '#main-content');

    const footer = screen.getByRole('contentinfo');
    for (const heading of ['রিসোর্স', 'আমাদের অনুসরণ করুন', 'আইনি তথ্য']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'সব প্রপার্টি' })).toHaveAttribute('href', '/allProperties');
    expect(within(footer).getByRole('link', { name: 'Facebook-এ Nestlane' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'শর্তাবলি' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© ২০২৩ Nestlane। সর্বস্বত্ব সংরক্ষিত।');
    expect(footer).not.toHaveTextContent('2023');
  });

  it('keeps the English shell as it was', async () => {
    stubApi({});
    await openApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Go Home' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Page Not Found');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Nestlane on Facebook' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2023 Nestlane. All rights reserved.');
  });

  it("names an agent's dashboard links, greeting and menus in Bangla", async () => {
    await activateLocale('bn');
    stubAgent();
    await openApp('/dashboard/myProfile');
    const nav = screen.getAllByRole('navigation', { name: 'ড্যাশবোর্ড' })[0];
    if (!nav) throw new Error('no dashboard navigation');
    for (const link of [
      'এজেন্ট প্রোফাইল',
      'প্রপার্টি যোগ করুন',
      'আমার যোগ করা প্রপার্টি',
      'আমার বিক্রি হওয়া প্রপার্টি',
      'অনুরোধ করা প্রপার্টি',
      'পরিসংখ্যান',
      'হোম',
    ]) {
      expect(within(nav).getByRole('link', { name: link })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'সাইন আউট' })).toBeInTheDocument();
    expect(screen.getAllByText('আবারও স্বাগতম')[0]).toBeInTheDocument();
    expect(screen.getAllByText('হ্যালো, Nusrat Jahan')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ড্যাশবোর্ড মেনু খুলুন' })).toBeInTheDocument();
  });

  it("opens a signed-in person's account menu in Bangla", async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubBuyer({ '/api/getAdvertiseProperty': () => [], '/api/getallReviews': () => [] });
    await openApp('/no/such/page');
    await user.click(await screen.findByRole('button', { name: 'Rafi Ahmed-এর অ্যাকাউন্ট মেনু' }));
    expect(await screen.findByRole('menuitem', { name: 'সাইন আউট' })).toBeInTheDocument();
  });

  it('says in Bangla that a page could not load, and offers another try', async () => {
    await activateLocale('bn');
    const property = makeProperty();
    stubApi({
      [`/api/detailProperty/${property._id}`]: () => refusal(500, 'Internal Server Error'),
      '/api/getpropertyReview': () => [],
    });
    await openApp(`/propertyDetail/${property._id}`);
    expect(await screen.findByRole('heading', { name: 'কিছু একটা সমস্যা হয়েছে' })).toBeInTheDocument();
    expect(
      screen.getByText('পেজটি লোড করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে একটু পরে আবার চেষ্টা করুন।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে যান' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || কিছু একটা সমস্যা হয়েছে');
  });
});
