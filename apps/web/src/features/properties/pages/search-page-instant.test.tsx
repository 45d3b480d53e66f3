import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledUrls, deferred, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { openApp, settleApp } from '../../../test/render-app';

const FLAT = makeProperty({ propertyTitle: 'Gulshan Flat', listedFor: 'For Rent' });

/**
 * The first search answers at once; every later one waits until the test lets it go, as on a slow phone
 * whose network is still busy when the next tap comes.
 */
function stubSlowSearch() {
  const held = deferred<Response>();
  let calls = 0;
  const fetchMock = stubApi({
    '/api/getVerifiedProperties': () => {
      calls += 1;
      const answer = () => jsonResponse([FLAT], 200, { 'X-Total-Count': '1' });
      return calls === 1 ? answer() : held.promise.then(answer);
    },
  });
  return { fetchMock, release: () => held.resolve(new Response()) };
}

const searchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calledUrls(fetchMock).filter((url) => url.pathname === '/api/getVerifiedProperties');

/** Opens the page at `path` with its first results, then the Filters sheet. */
async function openSheetOn(path: string) {
  const app = await openApp(path);
  await screen.findByText('Gulshan Flat');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Filters' }));
  return { ...app, sheet: within(screen.getByRole('dialog', { name: 'Filters' })) };
}

/**
 * An event as the browser delivers it, and nothing else: outside act(), so React does what it does in a
 * page. What the event renders at once (in the event, or in the microtasks after it, which all run before
 * the browser paints) shows; a transition (React Router's navigation) is only scheduled, for a later task.
 * The next task runs inside settleApp's act().
 */
async function asInTheBrowser(deliver: () => void) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const isActEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    deliver();
    for (let hop = 0; hop < 3; hop += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = isActEnvironment;
  }
}

function tap(element: HTMLElement) {
  return asInTheBrowser(() => element.click());
}

function choose(select: HTMLSelectElement, label: string) {
  return asInTheBrowser(() => {
    select.value = within(select).getByRole('option', { name: label }).getAttribute('value') ?? '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('Search page: a control shows its new state on the tap itself', () => {
  it('checks a box and a bedroom pill before the URL moves and before the new results arrive', async () => {
    const { fetchMock, release } = stubSlowSearch();
    const { router, sheet } = await openSheetOn('/allProperties');

    const apartment = sheet.getByRole('checkbox', { name: 'Apartment' });
    await tap(apartment);
    expect(apartment).toBeChecked();
    const threeBeds = within(sheet.getByRole('group', { name: 'Bedrooms' })).getByRole('radio', {
      name: '3+',
    });
    await tap(threeBeds);
    expect(threeBeds).toBeChecked();
    expect(apartment).toBeChecked();

    // The navigation lands; the search is still under way and both stay as they were tapped.
    await settleApp({ waitForCalls: false });
    expect(router.state.location.search).toBe('?categories=Apartment&minBedrooms=3');
    expect(searchCalls(fetchMock).at(-1)?.searchParams.get('minBedrooms')).toBe('3');
    expect(apartment).toBeChecked();
    expect(threeBeds).toBeChecked();

    release();
    await settleApp();
    expect(apartment).toBeChecked();
    expect(threeBeds).toBeChecked();
  });

  it('takes a second tap on the same box as undoing the first, even before the first has landed', async () => {
    const { release } = stubSlowSearch();
    const { router, sheet } = await openSheetOn('/allProperties?page=2');

    const gym = sheet.getByRole('checkbox', { name: 'Gym' });
    await tap(gym);
    expect(gym).toBeChecked();
    await tap(gym);
    expect(gym).not.toBeChecked();
    const pool = sheet.getByRole('checkbox', { name: 'Pool' });
    await tap(pool);
    expect(pool).toBeChecked();
    release();
    await settleApp();
    expect(router.state.location.search).toBe('?amenities=Pool');
    expect(gym).not.toBeChecked();
    expect(pool).toBeChecked();

    // The visit to the sheet, however quick its taps, is still one step that Back undoes.
    await act(() => router.navigate(-1));
    await settleApp();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('presses a category, Rent and a budget on the page itself at once too', async () => {
    const { release } = stubSlowSearch();
    const { router } = await openApp('/allProperties');
    await screen.findByText('Gulshan Flat');

    const condo = within(screen.getByRole('group', { name: 'Category' })).getByRole('button', {
      name: 'Condo',
    });
    await tap(condo);
    expect(condo).toHaveAttribute('aria-pressed', 'true');
    const rent = screen.getByRole('radio', { name: 'Rent' });
    await tap(rent);
    expect(rent).toBeChecked();
    const budget = screen.getByRole('combobox', { name: 'Monthly rent' }) as HTMLSelectElement;
    await choose(budget, 'Up to ৳ 10,000 a month');
    expect(budget).toHaveDisplayValue('Up to ৳ 10,000 a month');
    expect(condo).toHaveAttribute('aria-pressed', 'true');

    release();
    await settleApp();
    expect(router.state.location.search).toBe('?category=Condo&listedFor=For+Rent&maxPrice=10000');
    expect(budget).toHaveDisplayValue('Up to ৳ 10,000 a month');
  });
});
