import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, countedResponse, refusal } from '../../../test/api-stub';
import { listCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, stubAgent } from '../../../test/stub-session';
import { makeOwnListing } from '../test-listings';

const PENDING = makeOwnListing(1, { propertyTitle: 'Pending Flat', propertyVerificationStatus: 'pending' });
const VERIFIED = makeOwnListing(2, {
  propertyTitle: 'Verified Villa',
  propertyVerificationStatus: 'verified',
});
const REJECTED = makeOwnListing(3, {
  propertyTitle: 'Rejected Shop',
  propertyVerificationStatus: 'rejected',
});

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubAgent({ '/api/getProperty': () => [PENDING, VERIFIED, REJECTED], ...routes });
  await openApp('/dashboard/addedProperties');
  await screen.findByRole('heading', { level: 1, name: 'My Added Properties' });
  await screen.findByRole('article', { name: VERIFIED.propertyTitle });
  return { fetchMock };
}

function cardOf(title: string) {
  return screen.getByRole('article', { name: title });
}

function listReads(fetchMock: Awaited<ReturnType<typeof openPage>>['fetchMock']) {
  return listCalls(fetchMock).filter((call) => call.path === '/api/getProperty');
}

// Filling a whole form on a busy two-core machine takes seconds: more than the default 5 s budget.
describe('My Added Properties', () => {
  it("lists the signed-in agent's properties with their status", async () => {
    const { fetchMock } = await openPage();
    expect(document.title).toBe('Nestlane || My Added Properties');
    expect(listReads(fetchMock)[0]?.search).toBe(
      `?${new URLSearchParams({ email: AGENT_SESSION.email, page: '1', limit: '12' })}`,
    );
    expect(within(cardOf('Pending Flat')).getByText('pending')).toBeInTheDocument();
    expect(within(cardOf('Verified Villa')).getByText('verified')).toBeInTheDocument();
    expect(within(cardOf('Rejected Shop')).getByText('rejected')).toBeInTheDocument();
  });

  it('shows twelve listings a page, with Prev and Next from X-Total-Count and the page in the URL', async () => {
    const user = userEvent.setup();
    const listings = Array.from({ length: 14 }, (_, index) =>
      makeOwnListing(10 + index, { propertyTitle: `Listing ${index + 1}` }),
    );
    stubAgent({
      '/api/getProperty': (url) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return countedResponse(listings.slice((page - 1) * limit, page * limit), { 'X-Total-Count': 14 });
      },
    });
    const { router } = await openApp('/dashboard/addedProperties');
    await screen.findByRole('article', { name: 'Listing 12' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Listing 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers Update only for a verified property and says why otherwise', async () => {
    await openPage();
    const update = within(cardOf('Verified Villa')).getByRole('link', { name: 'Update Verified Villa' });
    expect(update).toHaveAttribute('href', `/dashboard/updateProperty/${VERIFIED._id}`);
    expect(within(cardOf('Verified Villa')).getByRole('link', { name: 'View Detail' })).toBeInTheDocument();

    const pendingUpdate = within(cardOf('Pending Flat')).getByRole('button', { name: 'Update Pending Flat' });
    expect(pendingUpdate).toBeDisabled();
    expect(pendingUpdate).toHaveAccessibleDescription(
      'You can update this property once an admin verifies it.',
    );
    const rejectedUpdate = within(cardOf('Rejected Shop')).getByRole('button', {
      name: 'Update Rejected Shop',
    });
    expect(rejectedUpdate).toBeDisabled();
    expect(rejectedUpdate).toHaveAccessibleDescription(
      'An admin rejected this property, so it cannot be updated.',
    );
    // A listing that is not public has no detail page to open.
    expect(
      within(cardOf('Pending Flat')).queryByRole('link', { name: 'View Detail' }),
    ).not.toBeInTheDocument();
    expect(
      within(cardOf('Rejected Shop')).queryByRole('link', { name: 'View Detail' }),
    ).not.toBeInTheDocument();
  });

  it("asks 'Are you sure?', deletes, toasts and refreshes the list", async () => {
    const user = userEvent.setup();
    let remaining = [PENDING, VERIFIED, REJECTED];
    const { fetchMock } = await openPage({
      '/api/getProperty': () => remaining,
      [`/api/delete-property/${PENDING._id}`]: () => {
        remaining = [VERIFIED, REJECTED];
        return { deletedCount: 1 };
      },
    });
    await user.click(within(cardOf('Pending Flat')).getByRole('button', { name: 'Delete Pending Flat' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('You Want to Delete Pending Flat! This cannot be undone.');
    expect(listCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete!' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyDeleted)).toBeInTheDocument();
    expect(listCalls(fetchMock).filter((call) => call.method === 'DELETE')).toMatchObject([
      { path: `/api/delete-property/${PENDING._id}` },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Pending Flat' })).not.toBeInTheDocument(),
    );
    expect(listReads(fetchMock)).toHaveLength(2);
  });

  it('deletes nothing when the agent cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await user.click(within(cardOf('Verified Villa')).getByRole('button', { name: 'Delete Verified Villa' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    expect(cardOf('Verified Villa')).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast and keeps the property", async () => {
    const user = userEvent.setup();
    const message = 'This property has an accepted offer awaiting payment';
    await openPage({ [`/api/delete-property/${VERIFIED._id}`]: () => refusal(409, message) });
    await user.click(within(cardOf('Verified Villa')).getByRole('button', { name: 'Delete Verified Villa' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.propertyDeleted)).not.toBeInTheDocument();
    expect(cardOf('Verified Villa')).toBeInTheDocument();
  });

  it('invites an agent without properties to add one', async () => {
    stubAgent({ '/api/getProperty': () => [] });
    await openApp('/dashboard/addedProperties');
    expect(await screen.findByText('You have not added any properties yet.')).toBeInTheDocument();
    // Beside the dashboard menu's own link: this one is in the page.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Add Property' })).toHaveAttribute(
      'href',
      '/dashboard/addProperty',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('My Added Properties in Bangla', () => {
  it('names the page, the card actions and why Update is off in Bangla, and asks in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubAgent({ '/api/getProperty': () => [PENDING, VERIFIED, REJECTED] });
    await openApp('/dashboard/addedProperties');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার যোগ করা প্রপার্টি' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || আমার যোগ করা প্রপার্টি');
    const update = await within(cardOf('Verified Villa')).findByRole('link', {
      name: 'আপডেট করুন: Verified Villa',
    });
    expect(update).toHaveTextContent('আপডেট');
    const pendingUpdate = within(cardOf('Pending Flat')).getByRole('button', {
      name: 'আপডেট করুন: Pending Flat',
    });
    expect(pendingUpdate).toBeDisabled();
    expect(pendingUpdate).toHaveAccessibleDescription(
      'একজন অ্যাডমিন যাচাই করার পরই আপনি এই প্রপার্টি আপডেট করতে পারবেন।',
    );
    expect(
      within(cardOf('Rejected Shop')).getByRole('button', { name: 'আপডেট করুন: Rejected Shop' }),
    ).toHaveAccessibleDescription('একজন অ্যাডমিন এই প্রপার্টি বাতিল করেছেন, তাই এটি আপডেট করা যাবে না।');

    await user.click(within(cardOf('Pending Flat')).getByRole('button', { name: 'মুছে ফেলুন: Pending Flat' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'আপনি Pending Flat মুছে ফেলতে চান! এটি আর ফেরানো যাবে না।',
    );
  });

  it('invites an agent without properties to add one, in Bangla', async () => {
    await activateLocale('bn');
    stubAgent({ '/api/getProperty': () => [] });
    await openApp('/dashboard/addedProperties');
    expect(await screen.findByText('আপনি এখনো কোনো প্রপার্টি যোগ করেননি।')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'প্রপার্টি যোগ করুন' })).toHaveAttribute(
      'href',
      '/dashboard/addProperty',
    );
  });
});
