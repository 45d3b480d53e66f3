import { REVIEW_MAX_LENGTH, REVIEW_MESSAGES, type Review, type Role } from '@nestlane/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, jsonResponse, makeProperty, makeReview, stubApi } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubSession } from '../../../test/stub-session';
import { USER_INFO_KEY } from '../../auth';

const property = makeProperty();
const PAGE = `/propertyDetail/${property._id}`;
const EXISTING = makeReview({
  reviewerName: 'Rafi Ahmed',
  reviewerPhoto: '/uploads/seed/avatar-rafi.webp',
  reviewDate: '2025-01-15T12:00:00.000Z',
  review: 'Smooth visit and an honest agent.',
});
const WITHOUT_PHOTO = makeReview({
  _id: 'c3c2f1a4-6d5e-4f70-9a0b-1c2d3e4f5a6b',
  reviewerName: 'mitu Das',
  reviewerPhoto: '',
  reviewDate: '2024-12-01T12:00:00.000Z',
  review: 'Lovely balcony.',
});

function listingRoutes(reviews: () => Review[]): ApiRoutes {
  return {
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => reviews(),
  };
}

/** Someone with `role` signed in (session, token and profile answered) on the listing's page. */
function stubSignedIn(role: Role, routes: ApiRoutes = {}) {
  const person = { id: `${role}-1`, name: `Test ${role}`, email: `${role}@nestlane.test`, image: null };
  return stubSession(role, person, {
    ...listingRoutes(() => [EXISTING]),
    ...routes,
  });
}

async function openAsUser(routes: ApiRoutes = {}) {
  const fetchMock = stubSignedIn('user', routes);
  await openApp(PAGE);
  const field = await screen.findByRole('textbox', { name: 'Your Review' });
  return { fetchMock, field };
}

function postedBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/addReview'))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe("the property page's reviews", () => {
  it("lists each review with the reviewer's photo (or initial), name, date and text", async () => {
    stubApi(listingRoutes(() => [EXISTING, WITHOUT_PHOTO]));
    await openApp(PAGE);
    const list = await screen.findByRole('list', { name: 'Reviews of this property' });
    const [first, second] = within(list).getAllByRole('listitem');
    const firstItem = within(first as HTMLElement);
    expect(firstItem.getByText('Rafi Ahmed')).toBeInTheDocument();
    expect(firstItem.getByText('15 Jan 2025')).toHaveAttribute('datetime', EXISTING.reviewDate);
    expect(firstItem.getByText('Smooth visit and an honest agent.')).toBeInTheDocument();
    expect(first?.querySelector('img')).toHaveAttribute('src', '/uploads/seed/avatar-rafi.webp');
    const secondItem = within(second as HTMLElement);
    expect(second?.querySelector('img')).toBeNull();
    expect(secondItem.getByText('M')).toBeInTheDocument();
    expect(secondItem.getByText('1 Dec 2024')).toBeInTheDocument();
  });

  it('offers a visitor a sign-in link that remembers the page, and no form', async () => {
    const user = userEvent.setup();
    stubApi(listingRoutes(() => [EXISTING]));
    const { router } = await openApp(PAGE);
    const link = await screen.findByRole('link', { name: 'Sign In To Write A Review' });
    expect(link).toHaveAttribute('href', '/signIn');
    expect(screen.queryByRole('textbox', { name: 'Your Review' })).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: PAGE } });
  });

  it.each(['agent', 'admin'] as const)('shows a signed-in %s nothing to write', async (role) => {
    stubSignedIn(role);
    const { queryClient } = await openApp(PAGE);
    await screen.findByText('Smooth visit and an honest agent.');
    // Once the profile (and so the role) is known and drawn, neither the form nor the sign-in link shows.
    await waitFor(() =>
      expect(queryClient.getQueryState([USER_INFO_KEY, `${role}@nestlane.test`])?.status).toBe('success'),
    );
    await act(async () => {});
    // The form loads lazily: its fallback counts as showing it, or this would pass before the form arrives.
    expect(screen.queryByText('Loading the review form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In To Write A Review' })).not.toBeInTheDocument();
  });

  it("posts a user's review, toasts 'Review Added', clears the field and refreshes the list", async () => {
    const user = userEvent.setup();
    let reviews = [EXISTING];
    const written = makeReview({
      _id: 'd4d3e2f1-7e6f-4a81-8b1c-2d3e4f5a6b7c',
      reviewerName: 'Test user',
      review: 'Great light in the mornings.',
      reviewDate: '2025-02-01T12:00:00.000Z',
    });
    const { fetchMock, field } = await openAsUser({
      '/api/getpropertyReview': () => reviews,
      '/api/addReview': () => {
        reviews = [written, EXISTING];
        return jsonResponse({ insertedId: written._id }, 201);
      },
    });
    await user.type(field, '  Great light in the mornings.  ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await settleApp();
    expect(await screen.findByText(REVIEW_MESSAGES.added)).toBeInTheDocument();
    // The body is what the shared schema makes of the text: trimmed, with this listing's id.
    expect(postedBodies(fetchMock)).toEqual([
      { propertyId: property._id, review: 'Great light in the mornings.' },
    ]);
    expect(await screen.findByText('Great light in the mornings.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(
      describeCalls(fetchMock).filter((call) => call.startsWith('GET /api/getpropertyReview')),
    ).toHaveLength(2);
  });

  it('says why a review cannot be sent: empty, only spaces, or too long', async () => {
    const user = userEvent.setup();
    const { fetchMock, field } = await openAsUser();
    const submit = screen.getByRole('button', { name: 'Submit Review' });

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.required);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(REVIEW_MESSAGES.required);

    await user.type(field, '   ');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.required);

    await user.clear(field);
    // Pasted, not typed: typing a thousand characters one by one is slow on a busy machine.
    await user.click(field);
    await user.paste('x'.repeat(REVIEW_MAX_LENGTH + 1));
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooLong);
    expect(postedBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal as an error toast and keeps the text", async () => {
    const user = userEvent.setup();
    const { field } = await openAsUser({
      '/api/addReview': () =>
        jsonResponse({ statusCode: 409, code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed }, 409),
    });
    await user.type(field, 'Second thoughts.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await settleApp();
    expect(await screen.findByText(REVIEW_MESSAGES.alreadyReviewed)).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_MESSAGES.added)).not.toBeInTheDocument();
    expect(field).toHaveValue('Second thoughts.');
  });
});
