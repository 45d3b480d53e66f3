import { MESSAGES, REVIEW_MESSAGES, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, jsonResponse } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAdmin } from '../../../test/stub-session';
import { makeNumberedReview } from '../test-reviews';

/** 13 reviews by different people, newest first: 12 on page 1, one on page 2. */
const ALL = Array.from({ length: 13 }, (_, index) =>
  makeNumberedReview(index + 1, { reviewerName: `Reviewer ${index + 1}`, agentName: `Agent ${index + 1}` }),
);

function cardName(number: number) {
  return `Reviewer ${number}'s review of Listing ${number}`;
}

/** The admin's paged list over `reviews()`, answering each page with X-Total-Count like the API. */
function answerPages(reviews: () => typeof ALL) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const list = reviews();
    return jsonResponse(list.slice((page - 1) * limit, page * limit), 200, {
      [TOTAL_COUNT_HEADER]: String(list.length),
    });
  };
}

async function openPage(path = '/dashboard/manageReviews', routes: ApiRoutes = {}) {
  const fetchMock = stubAdmin({ '/api/getallReviews': answerPages(() => ALL), ...routes });
  const view = await openApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Manage Reviews' });
  return { fetchMock, ...view };
}

function pageReads(fetchMock: Awaited<ReturnType<typeof openPage>>['fetchMock']) {
  return describeCalls(fetchMock).filter((call) => call.startsWith('GET /api/getallReviews'));
}

describe('Manage Reviews', () => {
  it('shows every review as a card, 12 a page, with Prev and Next', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await openPage();
    await screen.findByRole('article', { name: cardName(1) });
    expect(document.title).toBe('Nestlane || Manage Reviews');
    expect(pageReads(fetchMock)).toEqual(['GET /api/getallReviews?page=1&limit=12']);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const first = within(screen.getByRole('article', { name: cardName(1) }));
    expect(first.getByRole('heading', { name: 'Listing 1' })).toBeInTheDocument();
    expect(first.getByText('Review text 1')).toBeInTheDocument();
    expect(first.getByText('Agent 1')).toBeInTheDocument();
    expect(first.getByText('Reviewer 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: cardName(13) })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(pageReads(fetchMock).at(-1)).toBe('GET /api/getallReviews?page=2&limit=12');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it("says 'No Reviews Yet' when there are none", async () => {
    await openPage('/dashboard/manageReviews', { '/api/getallReviews': answerPages(() => []) });
    expect(await screen.findByText(REVIEW_MESSAGES.noneYet)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("asks 'Are you sure?', deletes any review, toasts 'Review Deleted' and refreshes the page", async () => {
    const user = userEvent.setup();
    let remaining = ALL;
    const target = ALL[2];
    if (!target) throw new Error('no review');
    const { fetchMock } = await openPage('/dashboard/manageReviews', {
      '/api/getallReviews': answerPages(() => remaining),
      [`/api/delete-review/${target._id}`]: () => {
        remaining = ALL.filter((review) => review !== target);
        return { deletedCount: 1 };
      },
    });
    const card = await screen.findByRole('article', { name: cardName(3) });
    await user.click(within(card).getByRole('button', { name: `Delete ${cardName(3)}` }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(describeCalls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete!' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.reviewDeleted)).toBeInTheDocument();
    expect(describeCalls(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /api/delete-review/${target._id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: cardName(3) })).not.toBeInTheDocument());
    // The 13th review moves up onto page 1, and one page is enough now.
    expect(screen.getByRole('article', { name: cardName(13) })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('goes back to the last page when the only review of the last page is deleted', async () => {
    const user = userEvent.setup();
    let remaining = ALL;
    const last = ALL[12];
    if (!last) throw new Error('no review');
    const { router } = await openPage('/dashboard/manageReviews?page=2', {
      '/api/getallReviews': answerPages(() => remaining),
      [`/api/delete-review/${last._id}`]: () => {
        remaining = ALL.slice(0, 12);
        return { deletedCount: 1 };
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: cardName(13) })).getByRole('button', {
        name: `Delete ${cardName(13)}`,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: cardName(1) })).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_MESSAGES.noneYet)).not.toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast and keeps the review", async () => {
    const user = userEvent.setup();
    const target = ALL[0];
    if (!target) throw new Error('no review');
    await openPage('/dashboard/manageReviews', {
      [`/api/delete-review/${target._id}`]: () =>
        jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Review Not Found' }, 404),
    });
    const card = await screen.findByRole('article', { name: cardName(1) });
    await user.click(within(card).getByRole('button', { name: `Delete ${cardName(1)}` }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(await screen.findByText('Review Not Found')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reviewDeleted)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: cardName(1) })).toBeInTheDocument();
  });
});

describe('Manage Reviews in Bangla', () => {
  it('titles the page and names the cards in Bangla', async () => {
    await activateLocale('bn');
    stubAdmin({ '/api/getallReviews': answerPages(() => ALL) });
    await openApp('/dashboard/manageReviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'রিভিউ ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || রিভিউ ব্যবস্থাপনা');
    expect(
      await screen.findByRole('article', { name: 'Listing 1 সম্পর্কে Reviewer 1-এর রিভিউ' }),
    ).toHaveTextContent('এজেন্ট: Agent 1');
  });
});
