import { COMPARE_LIMIT, MESSAGES } from '@nestlane/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { countedResponse, makeProperty, stubApi } from '../test/api-stub';
import { openApp } from '../test/render-app';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { EmptyState } from './empty-state';
import { FormField } from './form-field';
import { ListedForChoice } from './listed-for-choice';
import { LoadError } from './load-error';
import { LoadingSpinner } from './loading-spinner';
import { OfferDealNote } from './offer-deal-note';
import { OfferStatusBadge } from './offer-status-badge';
import { Pager } from './pager';
import { PlaceCombobox } from './place-combobox';
import { PropertyCard } from './property-card';
import { ReviewerByline } from './reviewer-byline';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
}

function PagedThree() {
  const [page, setPage] = useState(2);
  return <Pager page={page} pageCount={3} onChange={setPage} />;
}

describe('PropertyCard in Bangla', () => {
  it('writes the values, counts, sizes, price and age in Bangla with Bangla digits', async () => {
    await activateLocale('bn');
    const property = makeProperty({
      addedDate: '2025-03-01T07:00:00.000Z',
      priceReducedAt: '2025-03-01T07:00:00.000Z',
    });
    renderInRouter(
      <PropertyCard property={property} now={new Date('2025-03-01T12:00:00.000Z')} isAboveFold />,
    );
    const card = screen.getByRole('article', { name: 'Lakeside Family Home' });
    expect(card).toHaveTextContent('বিক্রয়');
    expect(card).toHaveTextContent('একক পরিবারের বাড়ি');
    expect(card).toHaveTextContent('৪টি বেড');
    expect(card).toHaveTextContent('৩টি বাথ');
    expect(card).toHaveTextContent('২,৪০০ বর্গফুট');
    expect(card).toHaveTextContent('যাচাইকৃত');
    expect(card).toHaveTextContent('দাম: ৳ ১.২–১.৫ লাখ');
    expect(card).toHaveTextContent('৫ ঘণ্টা আগে');
    expect(card).toHaveTextContent('দাম কমেছে');
    expect(card).not.toHaveTextContent(/Beds?|Baths?|sq ft|verified|View Detail/);
    expect(within(card).getByRole('link', { name: 'Nusrat Jahan-এর প্রোফাইল' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'বিস্তারিত দেখুন' })).toHaveAttribute(
      'href',
      `/propertyDetail/${property._id}`,
    );
    expect(within(card).getByRole('button', { name: 'Lakeside Family Home তুলনা করুন' })).toHaveTextContent(
      'তুলনা',
    );
  });

  it('writes a rent per month in Bangla', async () => {
    await activateLocale('bn');
    renderInRouter(
      <PropertyCard
        property={makeProperty({ listedFor: 'For Rent', minPrice: 1200, maxPrice: 1500, bedRooms: 1 })}
        isAboveFold
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('৳ ১,২০০–১,৫০০/মাস');
    expect(card).toHaveTextContent('ভাড়া');
    expect(card).toHaveTextContent('১টি বেড');
  });

  it('still writes the English card as before', () => {
    renderInRouter(<PropertyCard property={makeProperty({ bedRooms: 1 })} isAboveFold />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('1 Bed');
    expect(card).toHaveTextContent('3 Baths');
    expect(card).toHaveTextContent('2400 sq ft');
    expect(card).toHaveTextContent('Price: ৳ 1.2–1.5 Lakh');
    expect(screen.getByRole('link', { name: 'View Detail' })).toBeInTheDocument();
  });
});

describe('the shared controls in Bangla', () => {
  it('pages in Bangla with Bangla digits', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    render(<PagedThree />);
    expect(screen.getByRole('navigation', { name: 'পৃষ্ঠা' })).toBeInTheDocument();
    expect(screen.getByText('৩টির মধ্যে ২ নম্বর পৃষ্ঠা')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পরের' }));
    expect(screen.getByText('৩টির মধ্যে ৩ নম্বর পৃষ্ঠা')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের' })).toHaveFocus();
  });

  it("asks 'Are you sure?' in Bangla before deleting", async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    render(
      <ConfirmDeleteButton
        label="Lakeside Family Home মুছুন"
        description="লিস্টিংটি মুছে যাবে।"
        isPending={false}
        onConfirm={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Lakeside Family Home মুছুন' });
    expect(button).toHaveTextContent('মুছুন');
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'আপনি কি নিশ্চিত?' });
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন!' })).toBeInTheDocument();
  });

  it('shows a message constant in Bangla in a form field, an empty list, a failed load and a spinner', async () => {
    await activateLocale('bn');
    render(
      <>
        <FormField label="শিরোনাম" error={MESSAGES.propertyTitleRequired} />
        <EmptyState text={MESSAGES.noWishlist} />
        <LoadError what="আপনার রিভিউ" error={new Error('Network down')} onRetry={() => {}} />
        <LoadingSpinner />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'শিরোনাম' })).toHaveAccessibleDescription(
      'প্রপার্টির শিরোনাম যোগ করুন',
    );
    expect(screen.getByText('উইশলিস্টে কোনো প্রপার্টি নেই')).toBeInTheDocument();
    expect(screen.getByText('আপনার রিভিউ লোড করা যায়নি: Network down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে');
  });

  it("writes an offer's status, deadline and reviewer's line in Bangla", async () => {
    await activateLocale('bn');
    render(
      <>
        <OfferStatusBadge status="accepted" />
        <OfferDealNote
          offer={{ offerStatus: 'accepted', offerEndReason: null, paymentDueAt: '2026-12-01T09:30:00.000Z' }}
        />
        <ReviewerByline
          review={{ reviewerName: 'Rafi Ahmed', reviewerPhoto: '', reviewDate: '2025-03-04T10:00:00.000Z' }}
          avatarSize={40}
          propertyTitle="Lakeside Family Home"
        />
      </>,
    );
    expect(screen.getByText('গৃহীত')).toBeInTheDocument();
    const note = screen.getByText(/পেমেন্টের শেষ সময়:/);
    expect(note).toHaveTextContent(/২০২৬/);
    expect(note).not.toHaveTextContent(/December|2026/);
    expect(screen.getByText(/Lakeside Family Home ·/)).toHaveTextContent('৪ মার্চ, ২০২৫');
  });

  it('offers Rent, Buy or Any in Bangla', async () => {
    await activateLocale('bn');
    render(<ListedForChoice value="" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'ভাড়া না কেনা' });
    for (const choice of ['যেকোনো', 'ভাড়া', 'কেনা']) {
      expect(within(group).getByRole('radio', { name: choice })).toBeInTheDocument();
    }
  });
});

describe('the place type-ahead in Bangla', () => {
  it('shows places by their Bangla names first, levels and counts in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    render(<PlaceCombobox label="কোথায়" onChoose={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'কোথায়' });
    expect(box).toHaveAttribute('placeholder', 'এলাকা, জেলা বা উপজেলা');
    await user.type(box, 'গুলশান');
    const list = await screen.findByRole('listbox', { name: 'কোথায়: জায়গা' });
    const [first] = within(list).getAllByRole('option');
    if (!first) throw new Error('no place found');
    expect(first.textContent?.startsWith('গুলশান')).toBe(true);
    expect(first).toHaveTextContent('Gulshan');
    expect(within(list).getAllByText(/শহরের এলাকা|উপজেলা/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^[০-৯]+টি জায়গা পাওয়া গেছে$/)).toBeInTheDocument();
  });

  it('still shows the English name first in English', async () => {
    const user = userEvent.setup();
    render(<PlaceCombobox label="Where" onChoose={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Gulshan');
    const list = await screen.findByRole('listbox', { name: 'Where: places' });
    const [first] = within(list).getAllByRole('option');
    expect(first?.textContent?.startsWith('Gulshan')).toBe(true);
    expect(screen.getByText(/^\d+ places found$/)).toBeInTheDocument();
  });
});

describe('the compare tray in Bangla', () => {
  it('counts the chosen listings in Bangla digits and says when a fifth is refused', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    const listings = Array.from({ length: COMPARE_LIMIT + 1 }, (_, index) =>
      makeProperty({
        _id: `00000000-0000-4000-8000-00000000000${index}`,
        propertyTitle: `Listing ${index + 1}`,
      }),
    );
    stubApi({
      '/api/getVerifiedProperties': () => countedResponse(listings, { 'X-Total-Count': listings.length }),
    });
    await openApp('/allProperties');
    await user.click(await screen.findByRole('button', { name: 'Listing 1 তুলনা করুন' }));
    const tray = await screen.findByRole('region', { name: 'তুলনা: ৪টির মধ্যে ১টি' });
    expect(tray).toHaveTextContent('তুলনা করতে আরও একটি বেছে নিন');
    for (const listing of listings.slice(1)) {
      await user.click(screen.getByRole('button', { name: `${listing.propertyTitle} তুলনা করুন` }));
    }
    expect(
      await screen.findByText('সর্বোচ্চ ৪টি লিস্টিং তুলনা করা যায়। আরেকটি যোগ করতে একটি সরিয়ে দিন।'),
    ).toBeInTheDocument();
    const fullTray = screen.getByRole('region', { name: 'তুলনা: ৪টির মধ্যে ৪টি' });
    expect(within(fullTray).getByRole('button', { name: 'তুলনা থেকে Listing 2 সরান' })).toBeInTheDocument();
    expect(within(fullTray).getByRole('link', { name: 'এখনই তুলনা করুন' })).toBeInTheDocument();
    expect(within(fullTray).getByRole('button', { name: 'সব সরান' })).toBeInTheDocument();
  });
});
