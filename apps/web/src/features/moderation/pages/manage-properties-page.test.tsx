import { MESSAGES, type Property } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, countedResponse, refusal } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAdmin } from '../../../test/stub-session';
import { makeListing } from '../test-moderation';

const PENDING = makeListing(1, { propertyVerificationStatus: 'pending', propertyTitle: 'Lakeside Home' });
const VERIFIED = makeListing(2, { propertyVerificationStatus: 'verified' });
const REJECTED = makeListing(3, { propertyVerificationStatus: 'rejected' });

async function openPage(routes: ApiRoutes = {}, path = '/dashboard/manageProperties') {
  const fetchMock = stubAdmin({
    '/api/getProperties': () => countedResponse([PENDING, VERIFIED, REJECTED], { 'X-Total-Count': 3 }),
    ...routes,
  });
  const view = await openApp(path);
  const table = await screen.findByRole('table', { name: 'All properties' });
  return { ...view, fetchMock, table };
}

function findRow(table: HTMLElement, title: string) {
  return within(table).getByRole('row', { name: new RegExp(title) });
}

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function buttonNamesOf(row: HTMLElement) {
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
}

function lastCell(row: HTMLElement) {
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 1] as HTMLElement;
}

describe('Manage Properties', () => {
  it('lists title, location, agent, price range and status, twelve per page from the first', async () => {
    const { fetchMock, table } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Properties' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Manage Properties');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Location', 'Agent Name', 'Agent Email', 'Price Range', 'Status', 'Actions']);
    const row = findRow(table, 'Lakeside Home');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Lakeside Home');
    expect(cellsOf(row).slice(0, 5)).toEqual([
      '1 Lake Road, Dhaka',
      'Agent 1',
      'agent1@example.com',
      '৳ 1,000–2,000',
      'pending',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(describeCalls(fetchMock)).toContain('GET /api/getProperties?page=1&limit=12');
    // Three rows fit on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers Verify and Reject, named by the title, only while a listing is pending', async () => {
    const { table } = await openPage();
    const pendingRow = findRow(table, 'Lakeside Home');
    expect(within(pendingRow).getByRole('button', { name: 'Verify Lakeside Home' })).toBeEnabled();
    expect(within(pendingRow).getByRole('button', { name: 'Reject Lakeside Home' })).toBeEnabled();

    const verifiedRow = findRow(table, 'Listing 2');
    expect(buttonNamesOf(verifiedRow)).toEqual([]);
    expect(lastCell(verifiedRow)).toHaveTextContent(/^Verified$/);
    const rejectedRow = findRow(table, 'Listing 3');
    expect(buttonNamesOf(rejectedRow)).toEqual([]);
    expect(lastCell(rejectedRow)).toHaveTextContent(/^Rejected$/);
  });

  it('verifies a listing: PATCH, the spec toast, and the final label once the list is fetched again', async () => {
    const user = userEvent.setup();
    let pending: Property = PENDING;
    const { fetchMock, table } = await openPage({
      '/api/getProperties': () => countedResponse([pending, VERIFIED], { 'X-Total-Count': 2 }),
      [`/api/updateStatus/${PENDING._id}`]: (url) => {
        pending = { ...pending, propertyVerificationStatus: url.searchParams.get('status') as 'verified' };
        return { modifiedCount: 1 };
      },
    });
    await user.click(within(findRow(table, 'Lakeside Home')).getByRole('button', { name: /^Verify/ }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyVerified)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(`PATCH /api/updateStatus/${PENDING._id}?status=verified`);
    const row = findRow(table, 'Lakeside Home');
    await waitFor(() => expect(buttonNamesOf(row)).toEqual([]));
    expect(lastCell(row)).toHaveTextContent(/^Verified$/);
    expect(describeCalls(fetchMock).filter((call) => call.startsWith('GET /api/getProperties'))).toHaveLength(
      2,
    );
  });

  it("rejects a listing after 'Are you sure?', with its own toast", async () => {
    const user = userEvent.setup();
    let pending: Property = PENDING;
    const { fetchMock, table } = await openPage({
      '/api/getProperties': () => countedResponse([pending], { 'X-Total-Count': 1 }),
      [`/api/updateStatus/${PENDING._id}`]: () => {
        pending = { ...pending, propertyVerificationStatus: 'rejected' };
        return { modifiedCount: 1 };
      },
    });
    await user.click(within(table).getByRole('button', { name: 'Reject Lakeside Home' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveTextContent('You Want to Reject Lakeside Home! This cannot be undone.');
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(describeCalls(fetchMock)).not.toContain(`PATCH /api/updateStatus/${PENDING._id}?status=rejected`);

    await user.click(within(table).getByRole('button', { name: 'Reject Lakeside Home' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, Reject!' }));
    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyRejected)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(`PATCH /api/updateStatus/${PENDING._id}?status=rejected`);
    await waitFor(() => expect(lastCell(findRow(table, 'Lakeside Home'))).toHaveTextContent(/^Rejected$/));
  });

  it("keeps keyboard focus on the row: a rejection confirmed in its dialog hands it to the row's status", async () => {
    const user = userEvent.setup();
    let pending: Property = PENDING;
    const { table } = await openPage({
      '/api/getProperties': () => countedResponse([pending, VERIFIED], { 'X-Total-Count': 2 }),
      [`/api/updateStatus/${PENDING._id}`]: () => {
        pending = { ...pending, propertyVerificationStatus: 'rejected' };
        return { modifiedCount: 1 };
      },
    });
    within(table).getByRole('button', { name: 'Reject Lakeside Home' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, Reject!' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const status = lastCell(findRow(table, 'Lakeside Home')).firstElementChild;
    await waitFor(() => expect(status).toHaveTextContent(/^Rejected$/));
    await waitFor(() => expect(status).toHaveFocus());
  });

  it("shows the server's refusal as an error toast and keeps the buttons", async () => {
    const user = userEvent.setup();
    const { table } = await openPage({
      [`/api/updateStatus/${PENDING._id}`]: () => refusal(409, 'This Property Is Already verified'),
    });
    await user.click(within(table).getByRole('button', { name: 'Verify Lakeside Home' }));

    await settleApp();
    expect(await screen.findByText('This Property Is Already verified')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.propertyVerified)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Verify Lakeside Home' })).toBeEnabled(),
    );
  });

  it('pages with Prev and Next from X-Total-Count, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await openPage({
      '/api/getProperties': (url) => {
        const page = Number(url.searchParams.get('page'));
        return countedResponse([makeListing(page * 100, { propertyTitle: `Page ${page} listing` })], {
          'X-Total-Count': 30,
        });
      },
    });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Page 2 listing' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('GET /api/getProperties?page=2&limit=12');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Page 3 listing' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The pressed button is now disabled: keyboard focus moves to the one still usable.
    expect(within(pager).getByRole('button', { name: 'Prev' })).toHaveFocus();

    await user.click(within(pager).getByRole('button', { name: 'Prev' }));
    expect(await screen.findByRole('rowheader', { name: 'Page 2 listing' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens the page the URL names, and the last page when the URL names one past the end', async () => {
    const fetchMock = stubAdmin({
      '/api/getProperties': (url) => {
        const page = Number(url.searchParams.get('page'));
        return countedResponse(
          page <= 2 ? [makeListing(page, { propertyTitle: `Page ${page} listing` })] : [],
          {
            'X-Total-Count': 13,
          },
        );
      },
    });
    const { router } = await openApp('/dashboard/manageProperties?page=5');
    expect(await screen.findByRole('rowheader', { name: 'Page 2 listing' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(describeCalls(fetchMock)).toContain('GET /api/getProperties?page=5&limit=12');
  });

  it("says 'No Properties Available' when there is nothing to moderate", async () => {
    stubAdmin({ '/api/getProperties': () => countedResponse([], { 'X-Total-Count': 0 }) });
    await openApp('/dashboard/manageProperties');
    expect(await screen.findByText(MESSAGES.noProperties)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot load and tries again on request', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubAdmin({
      '/api/getProperties': () =>
        isDown ? refusal(500, 'Something went wrong') : countedResponse([PENDING], { 'X-Total-Count': 1 }),
    });
    await openApp('/dashboard/manageProperties');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the properties: Something went wrong');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'All properties' })).toBeInTheDocument();
  });
});

describe('Manage Properties in Bangla', () => {
  it('lists the properties in Bangla with Bangla digits and asks in Bangla before a rejection', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubAdmin({
      '/api/getProperties': () => countedResponse([PENDING, VERIFIED, REJECTED], { 'X-Total-Count': 3 }),
    });
    await openApp('/dashboard/manageProperties');
    const table = await screen.findByRole('table', { name: 'সব প্রপার্টি' });
    expect(screen.getByRole('heading', { level: 1, name: 'প্রপার্টি ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || প্রপার্টি ব্যবস্থাপনা');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['শিরোনাম', 'ঠিকানা', 'এজেন্টের নাম', 'এজেন্টের ইমেইল', 'দামের সীমা', 'অবস্থা', 'অ্যাকশন']);
    const row = findRow(table, 'Lakeside Home');
    expect(cellsOf(row)[3]).toContain('৳ ১,০০০–২,০০০');
    expect(within(row).getByRole('button', { name: 'যাচাই করুন Lakeside Home' })).toBeEnabled();
    expect(lastCell(findRow(table, 'Listing 2'))).toHaveTextContent(/^যাচাইকৃত$/);
    expect(lastCell(findRow(table, 'Listing 3'))).toHaveTextContent(/^বাতিল$/);

    await user.click(within(row).getByRole('button', { name: 'বাতিল করুন Lakeside Home' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('আপনি Lakeside Home বাতিল করতে চান! এটি আর ফেরানো যাবে না।');
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, বাতিল করুন!' })).toBeInTheDocument();
  });
});
