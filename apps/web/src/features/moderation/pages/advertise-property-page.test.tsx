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
import { ADVERTISE_FULL_REASON } from './advertise-property-page';

const ADVERTISED = makeListing(1, { advertiseStatus: 'advertise', propertyTitle: 'Lakeside Home' });
const NOT_ADVERTISED = makeListing(2, { advertiseStatus: 'disadvertise', propertyTitle: 'Hill View Flat' });

/** A stateful stand-in for the API: the list and the advertised count follow each change. */
function stubAdvertising(initial: Property[], { advertisedElsewhere = 0, total = initial.length } = {}) {
  let properties = initial;
  const countAdvertised = () =>
    advertisedElsewhere + properties.filter((property) => property.advertiseStatus === 'advertise').length;
  const routes: ApiRoutes = {
    '/api/getVerifiedProperty': () =>
      countedResponse(properties, { 'X-Total-Count': total, 'X-Advertised-Count': countAdvertised() }),
  };
  for (const property of initial) {
    routes[`/api/updateAdvertise/${property._id}`] = (url) => {
      const advertiseStatus = url.searchParams.get('advertiseStatus') as Property['advertiseStatus'];
      properties = properties.map((each) =>
        each._id === property._id ? { ...each, advertiseStatus } : each,
      );
      return { modifiedCount: 1 };
    };
  }
  return routes;
}

async function openPage(routes: ApiRoutes) {
  const fetchMock = stubAdmin(routes);
  const view = await openApp('/dashboard/adverTiseProperty');
  const table = await screen.findByRole('table', { name: 'Verified properties' });
  return { ...view, fetchMock, table };
}

function findRow(table: HTMLElement, title: string) {
  return within(table).getByRole('row', { name: new RegExp(title) });
}

function buttonsOf(row: HTMLElement) {
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('Advertise Property', () => {
  it('lists the verified listings with the advertised count out of six', async () => {
    const { fetchMock, table } = await openPage(
      stubAdvertising([ADVERTISED, NOT_ADVERTISED], { advertisedElsewhere: 2 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Advertise Property' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Advertise Property');
    expect(screen.getByText('Advertised: 3 of 6')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Location', 'Agent Name', 'Agent Email', 'Price Range', 'Actions']);
    const cells = within(findRow(table, 'Hill View Flat')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2 Lake Road, Dhaka',
      'Agent 2',
      'agent2@example.com',
      '৳ 2,000–4,000',
      'Advertise Hill View Flat',
    ]);
    expect(describeCalls(fetchMock)).toContain('GET /api/getVerifiedProperty?page=1&limit=12');
  });

  it('offers Advertise only when not advertised and Disadvertise only when advertised', async () => {
    const { table } = await openPage(stubAdvertising([ADVERTISED, NOT_ADVERTISED]));
    expect(buttonsOf(findRow(table, 'Lakeside Home'))).toEqual(['Disadvertise Lakeside Home']);
    expect(buttonsOf(findRow(table, 'Hill View Flat'))).toEqual(['Advertise Hill View Flat']);
    expect(within(table).getByRole('button', { name: 'Advertise Hill View Flat' })).toBeEnabled();
  });

  it("advertises a listing, toasts, refetches the list and marks the home page's list stale", async () => {
    const user = userEvent.setup();
    const { fetchMock, table, queryClient } = await openPage(stubAdvertising([ADVERTISED, NOT_ADVERTISED]));
    // The home page's 'Best For You' was seen earlier in this visit.
    queryClient.setQueryData(['advertise'], [ADVERTISED]);
    expect(screen.getByText('Advertised: 1 of 6')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Advertise Hill View Flat' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyAdvertised)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(
      `PATCH /api/updateAdvertise/${NOT_ADVERTISED._id}?advertiseStatus=advertise`,
    );
    await waitFor(() =>
      expect(buttonsOf(findRow(table, 'Hill View Flat'))).toEqual(['Disadvertise Hill View Flat']),
    );
    expect(screen.getByText('Advertised: 2 of 6')).toBeInTheDocument();
    expect(queryClient.getQueryState(['advertise'])?.isInvalidated).toBe(true);
  });

  it('disadvertises a listing with its own toast', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage(stubAdvertising([ADVERTISED, NOT_ADVERTISED]));
    await user.click(within(table).getByRole('button', { name: 'Disadvertise Lakeside Home' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyDisadvertised)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(
      `PATCH /api/updateAdvertise/${ADVERTISED._id}?advertiseStatus=disadvertise`,
    );
    await waitFor(() =>
      expect(buttonsOf(findRow(table, 'Lakeside Home'))).toEqual(['Advertise Lakeside Home']),
    );
    expect(screen.getByText('Advertised: 0 of 6')).toBeInTheDocument();
  });

  it('keeps keyboard focus on the row: Advertise hands it to Disadvertise and back', async () => {
    const user = userEvent.setup();
    const { table } = await openPage(stubAdvertising([ADVERTISED, NOT_ADVERTISED]));
    within(table).getByRole('button', { name: 'Advertise Hill View Flat' }).focus();
    await user.keyboard('{Enter}');
    const disadvertise = await within(table).findByRole('button', { name: 'Disadvertise Hill View Flat' });
    await waitFor(() => expect(disadvertise).toHaveFocus());

    await user.keyboard('{Enter}');
    const advertise = await within(table).findByRole('button', { name: 'Advertise Hill View Flat' });
    await waitFor(() => expect(advertise).toHaveFocus());
  });

  it('at 6 of 6 disables every Advertise button, described by the visible reason; Disadvertise stays', async () => {
    const { table } = await openPage(
      stubAdvertising([ADVERTISED, NOT_ADVERTISED], { advertisedElsewhere: 5 }),
    );
    expect(screen.getByText('Advertised: 6 of 6')).toBeInTheDocument();
    const advertise = within(table).getByRole('button', { name: 'Advertise Hill View Flat' });
    expect(advertise).toBeDisabled();
    expect(advertise).toHaveAccessibleDescription(ADVERTISE_FULL_REASON);
    expect(screen.getByText(ADVERTISE_FULL_REASON)).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Disadvertise Lakeside Home' })).toBeEnabled();
  });

  it('below six, Advertise is active and has no reason', async () => {
    const { table } = await openPage(
      stubAdvertising([ADVERTISED, NOT_ADVERTISED], { advertisedElsewhere: 4 }),
    );
    expect(screen.getByText('Advertised: 5 of 6')).toBeInTheDocument();
    const advertise = within(table).getByRole('button', { name: 'Advertise Hill View Flat' });
    expect(advertise).toBeEnabled();
    expect(advertise).not.toHaveAccessibleDescription();
    expect(screen.queryByText(ADVERTISE_FULL_REASON)).not.toBeInTheDocument();
  });

  // Another admin can take the last place after this page counted: the server's refusal is toasted as is.
  it('shows the cap refusal, "Can\'t advertise more than 6 properties", as an error toast', async () => {
    const user = userEvent.setup();
    const { table } = await openPage({
      ...stubAdvertising([NOT_ADVERTISED], { advertisedElsewhere: 5 }),
      [`/api/updateAdvertise/${NOT_ADVERTISED._id}`]: () => refusal(409, MESSAGES.advertiseCap),
    });
    expect(screen.getByText('Advertised: 5 of 6')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Advertise Hill View Flat' }));

    await settleApp();
    expect(await screen.findByText("Can't advertise more than 6 properties")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.propertyAdvertised)).not.toBeInTheDocument();
    expect(buttonsOf(findRow(table, 'Hill View Flat'))).toEqual(['Advertise Hill View Flat']);
  });

  it('pages like Manage Properties', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage({
      '/api/getVerifiedProperty': (url) => {
        const page = Number(url.searchParams.get('page'));
        return countedResponse([makeListing(page, { propertyTitle: `Page ${page} listing` })], {
          'X-Total-Count': 13,
          'X-Advertised-Count': 4,
        });
      },
    });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Page 2 listing' })).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('GET /api/getVerifiedProperty?page=2&limit=12');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Advertised: 4 of 6')).toBeInTheDocument();
  });
});

describe('Advertise Property in Bangla', () => {
  it('counts the advertised listings in Bangla digits and names the buttons in Bangla', async () => {
    await activateLocale('bn');
    stubAdmin(stubAdvertising([ADVERTISED, NOT_ADVERTISED], { advertisedElsewhere: 5 }));
    await openApp('/dashboard/adverTiseProperty');
    const table = await screen.findByRole('table', { name: 'যাচাইকৃত প্রপার্টি' });
    expect(screen.getByRole('heading', { level: 1, name: 'প্রপার্টির বিজ্ঞাপন' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || প্রপার্টির বিজ্ঞাপন');
    expect(screen.getByText('বিজ্ঞাপিত: ৬টির মধ্যে ৬টি')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['শিরোনাম', 'ঠিকানা', 'এজেন্টের নাম', 'এজেন্টের ইমেইল', 'দামের সীমা', 'অ্যাকশন']);
    const reason = '৬টি জায়গাই পূর্ণ: আরেকটির বিজ্ঞাপন দিতে একটি প্রপার্টির বিজ্ঞাপন বন্ধ করুন।';
    const advertise = within(table).getByRole('button', { name: 'বিজ্ঞাপন দিন Hill View Flat' });
    expect(advertise).toBeDisabled();
    expect(advertise).toHaveAccessibleDescription(reason);
    expect(within(table).getByRole('button', { name: 'বিজ্ঞাপন বন্ধ করুন Lakeside Home' })).toBeEnabled();
    expect(buttonsOf(findRow(table, 'Lakeside Home'))).toEqual(['বিজ্ঞাপন বন্ধ করুন Lakeside Home']);
  });
});
