import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, jsonResponse } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, stubBuyer } from '../../../test/stub-session';
import { makeNumberedReview } from '../test-reviews';

const NEWEST = makeNumberedReview(1, {
  reviewerName: BUYER_SESSION.name,
  reviewerPhoto: '/uploads/images/rafi.webp',
  reviewDate: '2025-03-04T12:00:00.000Z',
  propertyTitle: 'Banani Corner Flat',
  review: 'Bright rooms.\nQuiet street.',
  agentName: 'Nusrat Jahan',
});
const OLDER = makeNumberedReview(2, {
  reviewerName: BUYER_SESSION.name,
  reviewerPhoto: '',
  reviewDate: '2025-01-15T12:00:00.000Z',
  propertyTitle: 'Gulshan Lake Villa',
  review: 'Helpful agent.',
  agentName: 'Rahim Uddin',
});

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubBuyer({ '/api/getUserReview': () => [NEWEST, OLDER], ...routes });
  await openApp('/dashboard/myReview');
  await screen.findByRole('heading', { level: 1, name: 'My Reviews' });
  await screen.findByRole('article', { name: cardName(NEWEST) });
  return { fetchMock };
}

function cardName(review: typeof NEWEST) {
  return `${review.reviewerName}'s review of ${review.propertyTitle}`;
}

function listReads(fetchMock: Awaited<ReturnType<typeof openPage>>['fetchMock']) {
  return describeCalls(fetchMock).filter((call) => call.startsWith('GET /api/getUserReview'));
}

describe('My Reviews', () => {
  it("shows the person's reviews as cards: photo, date, property, text and agent", async () => {
    const { fetchMock } = await openPage();
    expect(document.title).toBe('Nestlane || My Reviews');
    expect(listReads(fetchMock)[0]).toBe(
      `GET /api/getUserReview?${new URLSearchParams({ email: BUYER_SESSION.email })}`,
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([cardName(NEWEST), cardName(OLDER)]);

    const newest = within(cards[0] as HTMLElement);
    expect(newest.getByRole('heading', { level: 2, name: 'Banani Corner Flat' })).toBeInTheDocument();
    expect(newest.getByText(BUYER_SESSION.name)).toBeInTheDocument();
    expect(newest.getByText('4 Mar 2025')).toHaveAttribute('datetime', NEWEST.reviewDate);
    // New lines written in the review are kept.
    expect(newest.getByText(/Bright rooms\.\s+Quiet street\./)).toBeInTheDocument();
    expect(newest.getByText('Nusrat Jahan')).toBeInTheDocument();
    expect(cards[0]?.querySelector('img')).toHaveAttribute('src', '/uploads/images/rafi.webp');

    // Without a photo, the first letter of the name stands in.
    const older = within(cards[1] as HTMLElement);
    expect(cards[1]?.querySelector('img')).toBeNull();
    expect(older.getByText('R')).toBeInTheDocument();
    expect(older.getByText('15 Jan 2025')).toBeInTheDocument();
    expect(older.getByText('Rahim Uddin')).toBeInTheDocument();
  });

  it('says "You\'ve done No Review Yet" when there are none', async () => {
    stubBuyer({ '/api/getUserReview': () => [] });
    await openApp('/dashboard/myReview');
    expect(await screen.findByText(MESSAGES.noReviews)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("asks 'Are you sure?', deletes, toasts 'Review Deleted' and refreshes the list", async () => {
    const user = userEvent.setup();
    let remaining = [NEWEST, OLDER];
    const { fetchMock } = await openPage({
      '/api/getUserReview': () => remaining,
      [`/api/delete-review/${OLDER._id}`]: () => {
        remaining = [NEWEST];
        return { deletedCount: 1 };
      },
    });
    const card = screen.getByRole('article', { name: cardName(OLDER) });
    await user.click(within(card).getByRole('button', { name: `Delete ${cardName(OLDER)}` }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('You Want to Delete This Review! This cannot be undone.');
    expect(describeCalls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete!' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.reviewDeleted)).toBeInTheDocument();
    expect(describeCalls(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /api/delete-review/${OLDER._id}`,
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: cardName(OLDER) })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: cardName(NEWEST) })).toBeInTheDocument();
    expect(listReads(fetchMock)).toHaveLength(2);
  });

  it('deletes nothing when the person cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await user.click(screen.getByRole('button', { name: `Delete ${cardName(NEWEST)}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
    expect(screen.getByRole('article', { name: cardName(NEWEST) })).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast", async () => {
    const user = userEvent.setup();
    await openPage({
      [`/api/delete-review/${NEWEST._id}`]: () =>
        jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Review Not Found' }, 404),
    });
    await user.click(screen.getByRole('button', { name: `Delete ${cardName(NEWEST)}` }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(await screen.findByText('Review Not Found')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reviewDeleted)).not.toBeInTheDocument();
  });
});

describe('My Reviews in Bangla', () => {
  it('shows the cards in Bangla with Bangla dates, and asks before deleting in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubBuyer({ '/api/getUserReview': () => [NEWEST, OLDER] });
    await openApp('/dashboard/myReview');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার রিভিউ' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || আমার রিভিউ');
    const card = await screen.findByRole('article', {
      name: `Banani Corner Flat সম্পর্কে ${BUYER_SESSION.name}-এর রিভিউ`,
    });
    expect(card).toHaveTextContent('এজেন্ট: Nusrat Jahan');
    expect(within(card).getByText(/২০২৫/)).toHaveAttribute('datetime', NEWEST.reviewDate);
    await user.click(
      within(card).getByRole('button', {
        name: `মুছে ফেলুন: Banani Corner Flat সম্পর্কে ${BUYER_SESSION.name}-এর রিভিউ`,
      }),
    );
    expect(await screen.findByText('আপনি এই রিভিউটি মুছে ফেলতে চান! এটি আর ফেরানো যাবে না।')).toBeInTheDocument();
  });

  it("says the spec's empty line in Bangla", async () => {
    await activateLocale('bn');
    stubBuyer({ '/api/getUserReview': () => [] });
    await openApp('/dashboard/myReview');
    expect(await screen.findByText('আপনি এখনো কোনো রিভিউ দেননি')).toBeInTheDocument();
  });
});
