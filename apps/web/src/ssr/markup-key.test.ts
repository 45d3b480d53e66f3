import type { Property } from '@nestlane/shared';
import { QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeMarkupInputs } from './markup-key';

const ROUTER: HydrationState = { loaderData: { root: null, page: null }, actionData: null, errors: null };
const NOW = new Date('2026-03-01T10:05:10.000Z');
const LISTING = {
  _id: 'c0a80121-0000-4000-8000-000000000001',
  propertyTitle: 'Lake View Flat',
  minPrice: 120000,
  maxPrice: 150000,
  propertyVerificationStatus: 'verified',
  addedDate: '2026-03-01T08:00:30.000Z',
} as Partial<Property>;
const SEARCH_KEY = ['verifiedProperties', { page: 1 }];

/** A page's query cache as its loaders leave it: the search's results and the site's settings. */
function loadQueries(listings: Partial<Property>[], updatedAt = NOW.getTime()): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['config', 'demo'], true, { updatedAt });
  queryClient.setQueryData(SEARCH_KEY, { properties: listings, total: listings.length }, { updatedAt });
  return queryClient;
}

function describeListings(listings: Partial<Property>[], now = NOW): string {
  return describeMarkupInputs(ROUTER, loadQueries(listings), now);
}

describe('describeMarkupInputs', () => {
  it('is the same for the same data, loaded again later (new dataUpdatedAt) or in another order', () => {
    const first = describeMarkupInputs(ROUTER, loadQueries([LISTING], NOW.getTime()), NOW);
    expect(describeMarkupInputs(ROUTER, loadQueries([LISTING], NOW.getTime() + 1234), NOW)).toBe(first);
    const reversed = new QueryClient();
    reversed.setQueryData(SEARCH_KEY, { properties: [LISTING], total: 1 }, { updatedAt: 5 });
    reversed.setQueryData(['config', 'demo'], true, { updatedAt: 7 });
    expect(describeMarkupInputs(ROUTER, reversed, NOW)).toBe(first);
  });

  it('changes with a price, a verification, a listing more or less, a title', () => {
    const key = describeListings([LISTING]);
    expect(describeListings([{ ...LISTING, minPrice: 110000 }])).not.toBe(key);
    expect(describeListings([{ ...LISTING, maxPrice: 149000 }])).not.toBe(key);
    expect(describeListings([{ ...LISTING, propertyVerificationStatus: 'pending' }])).not.toBe(key);
    expect(describeListings([LISTING, { ...LISTING, _id: 'another' }])).not.toBe(key);
    expect(describeListings([])).not.toBe(key);
    expect(describeListings([{ ...LISTING, propertyTitle: 'Lake View Flat, sold' }])).not.toBe(key);
  });

  it('changes with the router’s loader results and errors', () => {
    const queryClient = loadQueries([LISTING]);
    const key = describeMarkupInputs(ROUTER, queryClient, NOW);
    const notFound: HydrationState = {
      ...ROUTER,
      errors: { page: { status: 404, statusText: 'Not Found', internal: false, data: null } },
    };
    expect(describeMarkupInputs(notFound, queryClient, NOW)).not.toBe(key);
    expect(
      describeMarkupInputs({ ...ROUTER, loaderData: { root: null, page: 1 } }, queryClient, NOW),
    ).not.toBe(key);
  });

  it('tells a failed query by what the page shows of it, and a loading one from a loaded one', async () => {
    const failing = (message: string) => {
      const queryClient = loadQueries([LISTING]);
      return queryClient
        .fetchQuery({
          queryKey: ['agent', 'someone'],
          queryFn: () => Promise.reject(Object.assign(new Error(message), { status: 404 })),
          retry: false,
        })
        .catch(() => describeMarkupInputs(ROUTER, queryClient, NOW));
    };
    const notFound = await failing('Agent not found');
    expect(await failing('Agent not found')).toBe(notFound);
    expect(await failing('Something went wrong')).not.toBe(notFound);

    const loading = loadQueries([LISTING]);
    void loading.prefetchQuery({ queryKey: ['agent', 'someone'], queryFn: () => new Promise(() => {}) });
    expect(describeMarkupInputs(ROUTER, loading, NOW)).not.toBe(describeListings([LISTING]));
  });

  it('leaves out a query a component only looked at (pending, never fetched): it reads as a missing one', () => {
    const queryClient = loadQueries([LISTING]);
    queryClient.getQueryCache().build(queryClient, { queryKey: ['propertyContact', LISTING._id] });
    expect(describeMarkupInputs(ROUTER, queryClient, NOW)).toBe(describeListings([LISTING]));
  });

  it('changes exactly when a listing’s age label does, not with the clock’s minute', () => {
    // Added at 08:00:30: '2 hours ago' until 10:00:30 + 1 h, whatever minute the clock shows.
    const at = (time: string) => describeListings([LISTING], new Date(`2026-03-01T${time}Z`));
    const twoHours = at('10:05:10');
    expect(at('10:00:30')).toBe(twoHours);
    expect(at('11:00:29')).toBe(twoHours);
    expect(at('11:00:30')).not.toBe(twoHours);
    const justAdded = { ...LISTING, addedDate: '2026-03-01T10:04:40.000Z' };
    // Within one Dhaka minute (10:05): '0 minutes' is 'just now' until 10:05:40, then '1 minute ago'.
    const minute = (time: string) => describeListings([justAdded], new Date(`2026-03-01T${time}Z`));
    expect(minute('10:05:00')).toBe(minute('10:05:39'));
    expect(minute('10:05:40')).not.toBe(minute('10:05:39'));
  });
});
