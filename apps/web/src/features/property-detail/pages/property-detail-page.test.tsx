import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty, makeReview, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

const property = makeProperty();

function stubDetail(reviews = [makeReview()]) {
  return stubApi({
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => reviews,
  });
}

describe('Property detail page', () => {
  it('shows the listing, its overview, sections and reviews', async () => {
    const user = userEvent.setup();
    stubDetail();
    await openApp(`/propertyDetail/${property._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Family Home' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Lakeside Family Home');
    // In the header and in the Address section.
    expect(screen.getAllByText('12 Gulshan Avenue, Dhaka 1212')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('A bright family home beside the lake.')).toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();

    const facilities = screen.getByRole('button', { name: 'Facilities' });
    expect(facilities).toHaveAttribute('aria-expanded', 'false');
    await user.click(facilities);
    expect(facilities).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Fireplace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maps' })).toHaveAttribute('aria-expanded', 'false');

    expect(await screen.findByText('Smooth visit and an honest agent.')).toBeInTheDocument();
  });

  it('says so when a listing has no reviews', async () => {
    stubDetail([]);
    await openApp(`/propertyDetail/${property._id}`);
    expect(await screen.findByText('No reviews for this property yet.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before wish-listing, remembering the page', async () => {
    const user = userEvent.setup();
    stubDetail();
    const { router } = await openApp(`/propertyDetail/${property._id}`);
    await user.click(await screen.findByRole('button', { name: 'Add To Wishlist' }));
    expect(await screen.findByText('Sign In To Add To Wishlist')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: `/propertyDetail/${property._id}` },
    });
  });
});

describe('Property detail page in Bangla', () => {
  it('shows the badges, overview, sections and reviews in Bangla with Bangla digits and places', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubDetail();
    await openApp(`/propertyDetail/${property._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Family Home' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Lakeside Family Home');
    expect(screen.getByText('বিক্রয়')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'এক নজরে' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'বিবরণ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'প্রপার্টির তথ্য' })).toBeInTheDocument();
    // The overview: rooms, size and year in Bangla digits.
    expect(screen.getByText('২০১৫')).toBeInTheDocument();
    expect(screen.getAllByText('২,৪০০ বর্গফুট').length).toBeGreaterThan(0);
    expect(screen.getAllByText('৭').length).toBeGreaterThan(0);
    // The Address section, open at first: the places in Bangla.
    expect(screen.getByText('জেলা').nextElementSibling).toHaveTextContent('ঢাকা');
    expect(screen.getByText('উপজেলা').nextElementSibling).toHaveTextContent('গুলশান');

    const aside = within(screen.getByRole('complementary', { name: 'দাম ও এজেন্ট' }));
    expect(aside.getByText('৳ ১.২–১.৫ লাখ')).toBeInTheDocument();
    expect(aside.getByRole('button', { name: 'উইশলিস্টে যোগ করুন' })).toBeInTheDocument();
    expect(
      await aside.findByRole('link', { name: 'এজেন্টের সঙ্গে যোগাযোগ করতে সাইন ইন করুন' }),
    ).toBeInTheDocument();

    const facilities = screen.getByRole('button', { name: 'সুযোগ-সুবিধা' });
    await user.click(facilities);
    expect(facilities).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('ফায়ারপ্লেস')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'মানচিত্র' })).toHaveAttribute('aria-expanded', 'false');

    expect(screen.getByRole('heading', { name: 'রিভিউ' })).toBeInTheDocument();
    expect(await screen.findByText('Smooth visit and an honest agent.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রিভিউ লিখতে সাইন ইন করুন' })).toBeInTheDocument();
  });

  it('says in Bangla when a listing has no reviews', async () => {
    await activateLocale('bn');
    stubDetail([]);
    await openApp(`/propertyDetail/${property._id}`);
    expect(await screen.findByText('এই প্রপার্টির এখনো কোনো রিভিউ নেই।')).toBeInTheDocument();
  });
});
