import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProperty, stubApi } from '../../../test/api-stub';
import { describeCalls, listCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubBuyer } from '../../../test/stub-session';

const FLAT = makeProperty({ _id: '11111111-1111-4111-8111-111111111111', propertyTitle: 'Banani Flat' });
const HOUSE = makeProperty({ _id: '22222222-2222-4222-8222-222222222222', propertyTitle: 'Savar House' });
const GONE = '33333333-3333-4333-8333-333333333333';
const LOCAL_KEY = 'nestlane:recently-viewed';

const homeRoutes = {
  '/api/getAdvertiseProperty': () => [],
  '/api/getallReviews': () => [],
  '/api/reviews': () => [],
};

function detailRoutes(property: typeof FLAT) {
  return {
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => [],
  };
}

/** The reader scrolls near every deferred section at once (components/deferred-section.tsx). */
class NearObserver {
  constructor(private readonly onChange: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.onChange([{ isIntersecting: true }]);
  }
  disconnect() {}
  unobserve() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NearObserver);
  // The property page's view count (decision 039) is a beacon, not a fetch: not this test's business.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
});

describe('Recently viewed', () => {
  it("keeps a visitor's views in this browser only, the latest first, and shows them on the home page", async () => {
    const askedIds: string[] = [];
    const fetchMock = stubApi({
      ...homeRoutes,
      ...detailRoutes(FLAT),
      ...detailRoutes(HOUSE),
      // Asked again once the missing one is forgotten: the answer follows the ids asked.
      '/api/compareProperties': (url) => {
        const ids = url.searchParams.get('ids')?.split(',') ?? [];
        askedIds.push(ids.join(','));
        return {
          properties: [HOUSE, FLAT].filter((property) => ids.includes(property._id)),
          missingIds: ids.filter((id) => id === GONE),
        };
      },
    });
    localStorage.setItem(LOCAL_KEY, JSON.stringify([GONE]));
    const { router } = await openApp(`/propertyDetail/${FLAT._id}`);
    await act(() => router.navigate(`/propertyDetail/${HOUSE._id}`));
    await settleApp();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]')).toEqual([HOUSE._id, FLAT._id, GONE]);
    expect(listCalls(fetchMock).some((call) => call.path.startsWith('/api/recentlyViewed'))).toBe(false);

    await act(() => router.navigate('/'));
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Savar House', 'Banani Flat']);
    await settleApp();
    // A listing no longer public is forgotten.
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]')).toEqual([HOUSE._id, FLAT._id]);
    expect(askedIds[0]).toBe(`${HOUSE._id},${FLAT._id},${GONE}`);
  });

  it("records a signed-in person's view on the server and shows their list from it", async () => {
    const fetchMock = stubBuyer({
      ...homeRoutes,
      ...detailRoutes(FLAT),
      [`/api/recentlyViewed/${FLAT._id}`]: () => ({ viewedAt: '2025-03-01T07:00:00.000Z' }),
      '/api/recentlyViewed': () => [FLAT],
    });
    const { router } = await openApp(`/propertyDetail/${FLAT._id}`);
    await settleApp();
    expect(describeCalls(fetchMock)).toContain(`POST /api/recentlyViewed/${FLAT._id}`);
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();

    await act(() => router.navigate('/'));
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(section).getByRole('heading', { name: 'Banani Flat' })).toBeInTheDocument();
  });

  it('shows nothing to a visitor who has viewed nothing, and asks nothing of the server', async () => {
    const fetchMock = stubApi(homeRoutes);
    await openApp('/');
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(
      describeCalls(fetchMock).some((call) => call.includes('recentlyViewed') || call.includes('compare')),
    ).toBe(false);
  });
});
