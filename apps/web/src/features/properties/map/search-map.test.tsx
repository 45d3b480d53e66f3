import type { MapPoint, Property, SearchMapResponse } from '@nestlane/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Map as LeafletMap } from 'leaflet';
import { createMemoryRouter, RouterProvider, useNavigate, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import {
  type ApiRoutes,
  calledUrls,
  jsonResponse,
  makeProperty,
  refusal,
  stubApi,
} from '../../../test/api-stub';
import { createHighlightedListing, type HighlightedListing } from '../lib/highlighted-listing';
import SearchMap from './search-map';
import type { MapBounds } from './search-map-props';

const CONFIG = {
  demo: true,
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
  oidcLabel: null,
  mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
};

/** The listings behind the markers: a point carries only id, place and price; its card fetches the rest. */
const LISTINGS = [
  makeProperty({
    _id: 'p-1',
    latitude: '23.7925',
    longitude: '90.4152',
    propertyTitle: 'Lakeside Family Flat',
    minPrice: 1500,
    maxPrice: 1800,
    listedFor: 'For Rent',
    bedRooms: 3,
    bathRooms: 2,
    propertySize: 1450,
    area: 'Gulshan',
  }),
  makeProperty({
    _id: 'p-2',
    latitude: '22.35',
    longitude: '91.8',
    propertyTitle: 'Harbour View House',
    listedFor: 'For Sale',
    minPrice: 250000,
    maxPrice: 300000,
  }),
  makeProperty({
    _id: 'p-3',
    latitude: '24.9',
    longitude: '91.87',
    propertyTitle: 'Tea Garden Cottage',
    listedFor: 'For Sale',
    minPrice: 90000,
    maxPrice: 95000,
  }),
];

function toPoint(listing: Property): MapPoint {
  const { _id: id, latitude, longitude, minPrice, listedFor } = listing;
  return { id, lat: Number(latitude), lng: Number(longitude), minPrice, listedFor };
}

/** Points far apart (a degree between each): no cluster joins them once the map is zoomed in. */
const SPREAD_POINTS = LISTINGS.map(toPoint);

/** GET /api/detailProperty/:id for each listing, as the marker cards ask it. */
const DETAIL_ROUTES = Object.fromEntries(
  LISTINGS.map((listing) => [`/api/detailProperty/${listing._id}`, () => listing]),
);

function answer(points: MapPoint[], extra: Partial<SearchMapResponse> = {}): SearchMapResponse {
  return { points, total: points.length, isCapped: false, ...extra };
}

type Options = {
  apiQuery?: string;
  bounds?: MapBounds;
  /** The API's answer: the points, or a refusal. */
  response?: SearchMapResponse | (() => Response);
  mapTileUrl?: string;
  /** The listings' own answers (GET /api/detailProperty/:id). */
  detailRoutes?: ApiRoutes;
  /** The map's name in the language being read. */
  regionName?: string;
  /** The listing hovered in the list beside the map. */
  highlighted?: HighlightedListing;
  /** The list's cards, for the phone's sheet under the map. */
  listings?: Property[];
};

const BOUNDS_NAMES = ['north', 'south', 'east', 'west'] as const;

function readBounds(params: URLSearchParams): MapBounds | undefined {
  if (!params.has('north')) return undefined;
  const [north, south, east, west] = BOUNDS_NAMES.map((name) => Number(params.get(name)));
  return { north: north ?? 0, south: south ?? 0, east: east ?? 0, west: west ?? 0 };
}

function toPath(bounds: MapBounds | undefined): string {
  const params = new URLSearchParams({ view: 'map' });
  if (bounds) for (const name of BOUNDS_NAMES) params.set(name, String(bounds[name]));
  return `/allProperties?${params}`;
}

/** The search page's part in the map, as the page plays it: the bounds live in the URL. */
function MapPage({
  apiQuery,
  onSearchArea,
  onMapReady,
  highlighted,
  listings,
}: {
  apiQuery: string;
  onSearchArea: (bounds: MapBounds) => void;
  onMapReady: (map: LeafletMap) => void;
  highlighted?: HighlightedListing;
  listings?: Property[];
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SearchMap
      apiQuery={new URLSearchParams(apiQuery)}
      bounds={readBounds(params)}
      onSearchArea={(bounds) => {
        onSearchArea(bounds);
        void navigate(toPath(bounds));
      }}
      onMapReady={onMapReady}
      highlighted={highlighted}
      listings={listings}
    />
  );
}

async function renderMap({
  apiQuery = 'listedFor=For+Rent',
  bounds,
  response = answer(SPREAD_POINTS),
  mapTileUrl = CONFIG.mapTileUrl,
  detailRoutes = DETAIL_ROUTES,
  regionName = 'Search results on a map',
  highlighted,
  listings,
}: Options = {}) {
  const fetchMock = stubApi({
    ...detailRoutes,
    '/api/config': () => ({ ...CONFIG, mapTileUrl }),
    '/api/searchMap': () => (typeof response === 'function' ? response() : response),
  });
  const onSearchArea = vi.fn();
  let map: LeafletMap | undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/allProperties',
        element: (
          <MapPage
            apiQuery={apiQuery}
            onSearchArea={onSearchArea}
            onMapReady={(instance) => {
              map = instance;
            }}
            highlighted={highlighted}
            listings={listings}
          />
        ),
      },
      { path: '/propertyDetail/:id', element: <h1>Property page</h1> },
    ],
    { initialEntries: [toPath(bounds)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const region = screen.getByRole('region', { name: regionName });
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  if (!map) throw new Error('the map was not created');
  return { fetchMock, onSearchArea, map, region, router };
}

/** Zooms far enough in that points a degree apart stand alone, as a person would with the + button. */
async function zoomIn(map: LeafletMap) {
  await act(async () => {
    map.setView([23.8, 90.4], 12, { animate: false });
  });
}

function markerButtons(region: HTMLElement) {
  return within(region).queryAllByRole('button', { name: /For (Rent|Sale), from/ });
}

describe('SearchMap', () => {
  it('asks /api/searchMap for the search’s filters without the list’s paging and order', async () => {
    const { fetchMock } = await renderMap({
      apiQuery: 'listedFor=For+Rent&area=Gulshan&minBedrooms=3&page=2&limit=12&sort=newest&priceSort=asc',
    });
    const [request] = calledUrls(fetchMock).filter((url) => url.pathname === '/api/searchMap');
    expect(request?.search).toBe('?listedFor=For+Rent&area=Gulshan&minBedrooms=3');
  });

  it('sends the map area with the filters when the search has bounds', async () => {
    const { fetchMock } = await renderMap({ bounds: { north: 23.9, south: 23.7, east: 90.5, west: 90.3 } });
    const [request] = calledUrls(fetchMock).filter((url) => url.pathname === '/api/searchMap');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      listedFor: 'For Rent',
      north: '23.9',
      south: '23.7',
      east: '90.5',
      west: '90.3',
    });
  });

  it('draws a marker per point once zoomed in, and one cluster for points too close together', async () => {
    const { map, region } = await renderMap();
    await zoomIn(map);
    expect(markerButtons(region).map((button) => button.textContent)).toEqual(
      expect.arrayContaining([
        '৳ 1,500/monthFor Rent, from ৳ 1,500 per month',
        '৳ 2.5 LakhFor Sale, from ৳ 2.5 Lakh',
        '৳ 90,000For Sale, from ৳ 90,000',
      ]),
    );
    await act(async () => {
      map.setView([23.8, 90.4], 3, { animate: false });
    });
    expect(markerButtons(region)).toEqual([]);
    expect(within(region).getByRole('button', { name: '3 homes here, zoom in' })).toBeInTheDocument();
  });

  it('marks the pin of the listing hovered in the list, or the cluster holding it, and nothing else (issue 27)', async () => {
    const highlighted = createHighlightedListing();
    const { map, region } = await renderMap({ highlighted });
    await zoomIn(map);
    const marked = () => [...region.querySelectorAll<HTMLElement>('[data-highlighted="true"]')];
    expect(marked()).toEqual([]);
    act(() => highlighted.set('p-2'));
    expect(marked().map((marker) => marker.dataset.pointId)).toEqual(['p-2']);
    await act(async () => {
      map.setView([23.8, 90.4], 3, { animate: false });
    });
    expect(marked().map((marker) => marker.dataset.clusterCount)).toEqual(['3']);
    act(() => highlighted.set(undefined));
    expect(marked()).toEqual([]);
  });

  it('lists the page’s cards in a sheet under the map, each opening its listing', async () => {
    const user = userEvent.setup();
    const { router } = await renderMap({ listings: LISTINGS });
    const sheet = within(screen.getByRole('list', { name: 'Homes in this list' }));
    expect(sheet.getAllByRole('article')).toHaveLength(3);
    const card = sheet.getByRole('article', { name: 'Harbour View House' });
    await user.click(within(card).getByRole('link', { name: 'View Detail' }));
    expect(router.state.location.pathname).toBe('/propertyDetail/p-2');
  });

  it('zooms in when a cluster is pressed', async () => {
    const user = userEvent.setup();
    const { map, region } = await renderMap();
    await act(async () => {
      map.setView([23.8, 90.4], 3, { animate: false });
    });
    await user.click(within(region).getByRole('button', { name: '3 homes here, zoom in' }));
    expect(map.getZoom()).toBeGreaterThan(3);
  });

  it('shows the listing’s card when its marker is pressed, with per month and a link to its page; Escape closes it', async () => {
    const user = userEvent.setup();
    const { map, region, router } = await renderMap();
    await zoomIn(map);
    await user.click(within(region).getByRole('button', { name: 'For Rent, from ৳ 1,500 per month' }));
    const card = await within(region).findByRole('article', { name: 'Lakeside Family Flat' });
    expect(card).toHaveFocus();
    expect(card).toHaveTextContent('৳ 1,500–1,800/month');
    expect(card).toHaveTextContent('3 Beds');
    expect(card).toHaveTextContent('2 Baths');
    expect(card).toHaveTextContent('1450 sq ft');
    expect(within(card).getByRole('link', { name: 'View Detail' })).toHaveAttribute(
      'href',
      '/propertyDetail/p-1',
    );
    await user.keyboard('{Escape}');
    expect(within(region).queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'For Rent, from ৳ 1,500 per month' })).toHaveFocus(),
    );
    // By keyboard this time: a pressed marker is a real button (a second click so soon would be a double click).
    within(region).getByRole('button', { name: 'For Sale, from ৳ 2.5 Lakh' }).focus();
    await user.keyboard('{Enter}');
    const saleCard = await within(region).findByRole('article', { name: 'Harbour View House' });
    expect(saleCard).toHaveTextContent('৳ 2.5–3 Lakh');
    expect(saleCard).not.toHaveTextContent('per month');
    await user.click(within(saleCard).getByRole('link', { name: 'View Detail' }));
    expect(router.state.location.pathname).toBe('/propertyDetail/p-2');
  });

  it('shows the marker’s price while its listing loads, and says so when the listing cannot be loaded', async () => {
    const user = userEvent.setup();
    let answerListing: (response: Response) => void = () => {};
    const { map, region } = await renderMap({
      detailRoutes: {
        '/api/detailProperty/p-1': () => new Promise<Response>((resolve) => (answerListing = resolve)),
        '/api/detailProperty/p-2': () => refusal(404, 'Property not found'),
      },
    });
    await zoomIn(map);
    await user.click(within(region).getByRole('button', { name: 'For Rent, from ৳ 1,500 per month' }));
    const loading = within(region).getByRole('article', { name: 'Loading this home…' });
    expect(loading).toHaveTextContent('from ৳ 1,500 per month');
    expect(within(loading).getByRole('link', { name: 'View Detail' })).toHaveAttribute(
      'href',
      '/propertyDetail/p-1',
    );
    answerListing(jsonResponse(LISTINGS[0]));
    expect(await within(region).findByRole('article', { name: 'Lakeside Family Flat' })).toHaveTextContent(
      '৳ 1,500–1,800/month',
    );
    await user.keyboard('{Escape}');
    within(region).getByRole('button', { name: 'For Sale, from ৳ 2.5 Lakh' }).focus();
    await user.keyboard('{Enter}');
    expect(
      await within(region).findByRole('article', { name: 'This home could not be loaded' }),
    ).toHaveTextContent('from ৳ 2.5 Lakh');
  });

  it('offers "Search this area" only after the person moves the map, and sends its bounds rounded outwards', async () => {
    const user = userEvent.setup();
    const { map, region, onSearchArea } = await renderMap();
    expect(within(region).queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    await act(async () => {
      map.fire('moveend');
    });
    const visible = map.getBounds();
    await user.click(within(region).getByRole('button', { name: 'Search this area' }));
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const [bounds] = onSearchArea.mock.calls[0] as [MapBounds];
    expect(bounds.north).toBeGreaterThanOrEqual(visible.getNorth());
    expect(bounds.south).toBeLessThanOrEqual(visible.getSouth());
    for (const value of Object.values(bounds)) expect(Math.round(value * 1e5) / 1e5).toBe(value);
    expect(within(region).queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it('says when the cap leaves homes out', async () => {
    const { region } = await renderMap({ response: answer(SPREAD_POINTS, { total: 1000, isCapped: true }) });
    expect(region).toHaveTextContent(
      'Showing 3 of 1000+ homes — zoom in and search this area to see the rest',
    );
  });

  it('counts the homes on the map', async () => {
    const { region } = await renderMap();
    expect(region).toHaveTextContent('3 homes on the map');
  });

  it('says when no home matches', async () => {
    const { region } = await renderMap({ response: answer([]) });
    expect(region).toHaveTextContent('No homes match this search here');
    expect(markerButtons(region)).toEqual([]);
  });

  it('draws tiles with their attribution from the configured tile server', async () => {
    const { region } = await renderMap();
    await waitFor(() =>
      expect(within(region).getByRole('link', { name: 'OpenStreetMap' })).toBeInTheDocument(),
    );
  });

  it('works without tiles (MAP_TILE_URL=none): no tile layer, the markers and clusters all the same', async () => {
    const user = userEvent.setup();
    const { map, region } = await renderMap({ mapTileUrl: '' });
    expect(within(region).queryByRole('link', { name: 'OpenStreetMap' })).not.toBeInTheDocument();
    expect(region.querySelector('.leaflet-tile-container')).toBeNull();
    await zoomIn(map);
    await user.click(within(region).getByRole('button', { name: 'For Sale, from ৳ 90,000' }));
    expect(await within(region).findByRole('article', { name: 'Tea Garden Cottage' })).toBeVisible();
  });

  it('shows the area of a shared link or of Back, but does not move after its own "Search this area"', async () => {
    const user = userEvent.setup();
    const { map, region, router, fetchMock } = await renderMap();
    const fitBounds = vi.spyOn(map, 'fitBounds');
    await act(async () => {
      map.fire('moveend');
    });
    await user.click(within(region).getByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(router.state.location.search).toMatch(/north=/);
    expect(calledUrls(fetchMock).filter((url) => url.searchParams.has('north'))).toHaveLength(1);
    expect(fitBounds).not.toHaveBeenCalled();

    const dhaka = { north: 23.9, south: 23.7, east: 90.5, west: 90.3 };
    await act(async () => {
      await router.navigate(toPath(dhaka));
    });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(fitBounds).toHaveBeenCalledTimes(1);
    expect(fitBounds.mock.calls[0]?.[0]).toEqual([
      [23.7, 90.3],
      [23.9, 90.5],
    ]);
    expect(within(region).queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it('says so when the map’s homes cannot be loaded', async () => {
    const { region } = await renderMap({ response: () => refusal(400, 'Give all four map bounds or none') });
    expect(region).toHaveTextContent('The map could not be loaded right now.');
  });
});

describe('SearchMap in Bangla', () => {
  const regionName = 'ম্যাপে সার্চের ফলাফল';

  it('names its markers, clusters, count and card in Bangla, with Bangla digits', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    const { map, region } = await renderMap({ regionName });
    expect(region).toHaveTextContent('ম্যাপে ৩টি বাড়ি');
    await zoomIn(map);
    const markers = within(region).queryAllByRole('button', { name: /থেকে শুরু$/ });
    expect(markers.map((button) => button.textContent)).toEqual(
      expect.arrayContaining([
        '৳ ১,৫০০/মাসভাড়া, প্রতি মাসে ৳ ১,৫০০ থেকে শুরু',
        '৳ ২.৫ লাখবিক্রয়, ৳ ২.৫ লাখ থেকে শুরু',
        '৳ ৯০,০০০বিক্রয়, ৳ ৯০,০০০ থেকে শুরু',
      ]),
    );

    await user.click(within(region).getByRole('button', { name: 'ভাড়া, প্রতি মাসে ৳ ১,৫০০ থেকে শুরু' }));
    const card = await within(region).findByRole('article', { name: 'Lakeside Family Flat' });
    expect(card).toHaveTextContent('ভাড়া · একক পরিবারের বাড়ি');
    expect(card).toHaveTextContent('দাম: ৳ ১,৫০০–১,৮০০/মাস');
    expect(card).toHaveTextContent('৩টি বেড');
    expect(card).toHaveTextContent('২টি বাথ');
    expect(card).toHaveTextContent('১,৪৫০ বর্গফুট');
    expect(card).toHaveTextContent('অবস্থান: গুলশান,');
    expect(within(card).getByRole('link', { name: 'বিস্তারিত দেখুন' })).toHaveAttribute(
      'href',
      '/propertyDetail/p-1',
    );
    expect(within(card).getByRole('button', { name: 'Lakeside Family Flat বন্ধ করুন' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await act(async () => {
      map.setView([23.8, 90.4], 3, { animate: false });
    });
    const cluster = within(region).getByRole('button', { name: 'এখানে ৩টি বাড়ি, জুম করুন' });
    expect(cluster).toHaveTextContent('৩');
    expect(within(region).getByRole('button', { name: 'বড় করে দেখুন' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'ছোট করে দেখুন' })).toBeInTheDocument();
  });

  it('says in Bangla when the cap leaves homes out', async () => {
    await activateLocale('bn');
    const capped = await renderMap({
      regionName,
      response: answer(SPREAD_POINTS, { total: 1000, isCapped: true }),
    });
    expect(capped.region).toHaveTextContent(
      'মোট ১,০০০+টির মধ্যে ৩টি বাড়ি দেখানো হচ্ছে — বাকিগুলো দেখতে জুম করে এই এলাকায় খুঁজুন',
    );
  });

  it('offers to search the area it was moved to, in Bangla', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    const { map, region, onSearchArea } = await renderMap({ regionName });
    await act(async () => {
      map.fire('moveend');
    });
    await user.click(await within(region).findByRole('button', { name: 'এই এলাকায় খুঁজুন' }));
    expect(onSearchArea).toHaveBeenCalledTimes(1);
  });
});
