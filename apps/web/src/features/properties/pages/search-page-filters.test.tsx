import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { calledUrls, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { RENT_BUDGET_LABELS, readOptionTexts, SALE_BUDGET_LABELS } from '../../../test/budget-labels';
import { openApp, settleApp } from '../../../test/render-app';

const RENT = makeProperty({
  propertyTitle: 'Gulshan Flat',
  listedFor: 'For Rent',
  minPrice: 1800,
  maxPrice: 2400,
});

function stubSearch(total = 1, properties = [RENT]) {
  return stubApi({
    '/api/getVerifiedProperties': () => jsonResponse(properties, 200, { 'X-Total-Count': String(total) }),
    '/api/searchMap': () => ({ points: [], total: 0, isCapped: false }),
  });
}

const lastSearch = (fetchMock: ReturnType<typeof stubApi>) =>
  calledUrls(fetchMock)
    .filter((url) => url.pathname === '/api/getVerifiedProperties')
    .at(-1);

/** The URL's query as a list of pairs, in order (repeated names stay apart). */
const queryOf = (search: string) => [...new URLSearchParams(search)];

describe('Search page: rent or buy, where, filters, in the URL', () => {
  it('reads every filter from a shared link, shows it, and asks the API for exactly that', async () => {
    const fetchMock = stubSearch();
    await openApp(
      '/allProperties?listedFor=For+Rent&district=Dhaka&area=Gulshan&minBedrooms=3&minBathrooms=2' +
        '&minSize=800&maxSize=2000&maxPrice=10000&categories=Apartment&categories=Condo&amenities=Pool' +
        '&addedWithinDays=7&sort=price-asc&page=2',
    );
    expect(await screen.findByText('Gulshan Flat')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rent' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('combobox', { name: 'Monthly rent' })).toHaveDisplayValue(
      'Up to ৳ 10,000 a month',
    );
    const chips = within(screen.getByRole('list', { name: 'Filters on' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Pool',
      'New this week',
      '800–2000 sq ft',
      '2+ baths',
      '3+ beds',
      'Apartment',
      'Condo',
      'Up to ৳ 10,000 a month',
      'Gulshan, Dhaka',
    ]);
    // The budget counts too: a phone's budget select is in the sheet (issue 27).
    expect(screen.getByRole('button', { name: 'Filters (7 on)' })).toBeInTheDocument();
    expect(queryOf(lastSearch(fetchMock)?.search ?? '')).toEqual([
      ['listedFor', 'For Rent'],
      ['district', 'Dhaka'],
      ['area', 'Gulshan'],
      ['minBedrooms', '3'],
      ['minBathrooms', '2'],
      ['minSize', '800'],
      ['maxSize', '2000'],
      ['maxPrice', '10000'],
      ['addedWithinDays', '7'],
      ['categories', 'Apartment'],
      ['categories', 'Condo'],
      ['amenities', 'Pool'],
      ['sort', 'price-asc'],
      ['page', '2'],
      ['limit', '12'],
    ]);
  });

  it('drops what the API would refuse instead of asking for it', async () => {
    const fetchMock = stubSearch();
    await openApp(
      '/allProperties?listedFor=Lease&minBedrooms=-1&minSize=2.5&categories=Castle&sort=random&north=91&south=0&east=1&west=0',
    );
    await screen.findByText('Gulshan Flat');
    expect(queryOf(lastSearch(fetchMock)?.search ?? '')).toEqual([
      ['page', '1'],
      ['limit', '12'],
    ]);
  });

  it('puts Rent, a budget and a sort in the URL, starts again at page 1, and Back restores each step', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch(30);
    const { router } = await openApp('/allProperties?page=3');
    await screen.findByText('Gulshan Flat');

    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(router.state.location.search).toBe('?listedFor=For+Rent');
    const price = screen.getByRole('combobox', { name: 'Monthly rent' });
    expect(readOptionTexts(price)).toEqual(['Any', ...RENT_BUDGET_LABELS]);
    await user.selectOptions(price, 'Up to ৳ 10,000 a month');
    expect(router.state.location.search).toBe('?listedFor=For+Rent&maxPrice=10000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Size large to small');
    await settleApp();
    expect(lastSearch(fetchMock)?.searchParams.get('sort')).toBe('size-desc');
    expect(lastSearch(fetchMock)?.searchParams.get('maxPrice')).toBe('10000');
    expect(lastSearch(fetchMock)?.searchParams.has('minPrice')).toBe(false);

    router.navigate(-1);
    await settleApp();
    expect(router.state.location.search).toBe('?listedFor=For+Rent&maxPrice=10000');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    router.navigate(-1);
    await settleApp();
    expect(screen.getByRole('combobox', { name: 'Monthly rent' })).toHaveValue('');
    router.navigate(-1);
    await settleApp();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    // The first search is on screen again (from the cache: no new request needed).
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();

    // Buy offers sale prices, and leaving Rent drops the monthly budget.
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    const salePrice = screen.getByRole('combobox', { name: 'Price' });
    expect(readOptionTexts(salePrice)).toEqual(['Any', ...SALE_BUDGET_LABELS]);
    await user.selectOptions(salePrice, '৳ 5 Crore or more');
    expect(router.state.location.search).toBe('?listedFor=For+Sale&minPrice=50000000');
  });

  it("keeps a shared link's budget that no choice names as a choice of its own", async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = await openApp('/allProperties?listedFor=For+Rent&minPrice=1,500&maxPrice=3k');
    await screen.findByText('Gulshan Flat');
    const price = screen.getByRole('combobox', { name: 'Monthly rent' });
    expect(price).toHaveDisplayValue('৳ 1,500–3,000 a month');
    await user.selectOptions(price, 'Up to ৳ 10,000 a month');
    expect(router.state.location.search).toBe('?listedFor=For+Rent&maxPrice=10000');
    await user.selectOptions(price, 'Any');
    expect(router.state.location.search).toBe('?listedFor=For+Rent');
  });

  it('keeps the spec price band with Any, and drops it when Rent is chosen', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = await openApp('/allProperties?priceRange=50000-100000');
    await screen.findByText('Gulshan Flat');
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('50000-100000');
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(router.state.location.search).toBe('?listedFor=For+Rent');
  });

  it('finds a place by keyboard in English and in Bangla and fills the right filter', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = await openApp('/allProperties');
    await screen.findByText('Gulshan Flat');
    const where = screen.getByRole('combobox', { name: 'Where' });
    expect(where).toHaveAttribute('aria-expanded', 'false');

    await user.type(where, 'gulsh');
    const list = await screen.findByRole('listbox', { name: 'Where: places' });
    expect(where).toHaveAttribute('aria-expanded', 'true');
    expect(where).toHaveAttribute('aria-controls', list.id);
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Gulshan, Dhaka');
    expect(where).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(where).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(router.state.location.search).toBe('?district=Dhaka&area=Gulshan');
    expect(where).toHaveValue('');
    expect(where).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove Gulshan, Dhaka' })).toBeInTheDocument();
    await settleApp();
    expect(lastSearch(fetchMock)?.searchParams.get('area')).toBe('Gulshan');

    // Bangla: the same area; an upazila goes with its district.
    await user.type(where, 'সাভার');
    await screen.findByRole('option', { name: /Savar, Dhaka/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.search).toBe('?district=Dhaka&upazila=Savar');

    await user.type(where, 'গুলশান');
    const bangla = await screen.findByRole('option', { name: /Gulshan, Dhaka/ });
    expect(bangla).toHaveTextContent('গুলশান');
    // Escape closes the list first, then clears the text.
    await user.keyboard('{Escape}');
    expect(where).toHaveAttribute('aria-expanded', 'false');
    expect(where).toHaveValue('গুলশান');
    await user.keyboard('{Escape}');
    expect(where).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Savar, Dhaka' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when no place matches', async () => {
    const user = userEvent.setup();
    stubSearch();
    await openApp('/allProperties');
    await screen.findByText('Gulshan Flat');
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'zzqx');
    expect(await screen.findByText('No place matches')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sets rooms, size, categories, amenities and age in the Filters sheet; focus returns to its button', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch(7);
    const { router } = await openApp('/allProperties?page=2');
    await screen.findByText('Gulshan Flat');
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });

    const beds = within(within(sheet).getByRole('group', { name: 'Bedrooms' }));
    await user.click(beds.getByRole('radio', { name: '3+' }));
    expect(router.state.location.search).toBe('?minBedrooms=3');
    const baths = within(within(sheet).getByRole('group', { name: 'Bathrooms' }));
    await user.click(baths.getByRole('radio', { name: '2+' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Min size' }), '900{Enter}');
    const categories = within(within(sheet).getByRole('group', { name: 'Categories' }));
    await user.click(categories.getByRole('checkbox', { name: 'Studio' }));
    await user.click(categories.getByRole('checkbox', { name: 'Condo' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Pool' }));
    await user.click(within(sheet).getByRole('radio', { name: 'New this month' }));
    await settleApp();
    expect(queryOf(router.state.location.search)).toEqual([
      ['minBedrooms', '3'],
      ['minBathrooms', '2'],
      ['minSize', '900'],
      ['categories', 'Studio'],
      ['categories', 'Condo'],
      ['amenities', 'Pool'],
      ['addedWithinDays', '30'],
    ]);
    expect(lastSearch(fetchMock)?.searchParams.getAll('categories')).toEqual(['Studio', 'Condo']);

    await user.click(within(sheet).getByRole('button', { name: 'Show 7 homes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAccessibleName('Filters (6 on)');

    // The whole visit to the sheet is one step back.
    router.navigate(-1);
    await settleApp();
    expect(router.state.location.search).toBe('?page=2');

    router.navigate(1);
    await settleApp();
    await user.click(screen.getByRole('button', { name: 'Filters (6 on)' }));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });

  it('keeps both of two choices made before the first one has landed', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = await openApp('/allProperties');
    await screen.findByText('Gulshan Flat');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    // In one go, as a quick hand or a test tool does: the second must build on the first.
    const bedrooms = within(sheet.getByRole('group', { name: 'Bedrooms' })).getByRole('radio', {
      name: '2+',
    });
    const gym = sheet.getByRole('checkbox', { name: 'Gym' });
    act(() => {
      bedrooms.click();
      gym.click();
    });
    await settleApp();
    expect(router.state.location.search).toBe('?minBedrooms=2&amenities=Gym');
    expect(sheet.getByRole('checkbox', { name: 'Gym' })).toBeChecked();
  });

  it('offers to remove the narrowest filter when nothing matches', async () => {
    const user = userEvent.setup();
    stubSearch(0, []);
    const { router } = await openApp('/allProperties?listedFor=For+Sale&minBedrooms=5&amenities=Gym');
    expect(await screen.findByText('No Properties Available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try without Gym' }));
    expect(router.state.location.search).toBe('?listedFor=For+Sale&minBedrooms=5');
    await settleApp();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
  });

  it("says why when the API refuses a shared link's filter, and offers to take it off", async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/getVerifiedProperties': (url) =>
        url.searchParams.has('area')
          ? jsonResponse(
              { statusCode: 400, code: 'BAD_REQUEST', message: 'area must be a known area name' },
              400,
            )
          : jsonResponse([RENT], 200, { 'X-Total-Count': '1' }),
    });
    const { router } = await openApp('/allProperties?district=Dhaka&area=Atlantis');
    const refusal = await screen.findByText('This search cannot be run: area must be a known area name');
    expect(refusal).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Try without Atlantis, Dhaka' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Gulshan Flat')).toBeInTheDocument();
  });

  it('switches to the map in the URL; its area is a chip that takes the bounds off', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = await openApp('/allProperties?listedFor=For+Rent');
    await screen.findByText('Gulshan Flat');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(router.state.location.search).toBe('?listedFor=For+Rent&view=map');
    await settleApp();
    // React reveals a lazy piece after its fallback has shown for a moment.
    await screen.findByRole('region', { name: 'Search results on a map' });
    await settleApp();
    // The bar's List | Map, and the phone's floating one in the map (hidden by CSS on this desktop screen,
    // which jsdom does not apply): both say Map.
    const mapToggles = screen.getAllByRole('button', { name: 'Map' });
    expect(mapToggles).toHaveLength(2);
    for (const toggle of mapToggles) expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const mapCall = calledUrls(fetchMock).find((url) => url.pathname === '/api/searchMap');
    expect(mapCall?.searchParams.get('listedFor')).toBe('For Rent');
    // The list stays: beside the map on a desktop, and in the sheet under it on a phone (issue 27).
    expect(
      within(screen.getByRole('region', { name: 'Results' })).getByText('Gulshan Flat'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Homes in this list' })).getByRole('article', {
        name: 'Gulshan Flat',
      }),
    ).toBeInTheDocument();

    await router.navigate('/allProperties?view=map&north=23.8&south=23.7&east=90.45&west=90.35');
    await settleApp();
    await user.click(screen.getByRole('button', { name: 'Remove Map area' }));
    expect(router.state.location.search).toBe('?view=map');
    const [barListToggle] = screen.getAllByRole('button', { name: 'List' });
    await user.click(barListToggle as HTMLElement);
    expect(router.state.location.search).toBe('');
  });

  it('takes the home search over: Rent and the place from the URL, the spec choices from session storage', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      '/api/getAdvertiseProperty': () => [],
      '/api/getallReviews': () => [],
      '/api/getVerifiedProperties': () => jsonResponse([RENT], 200, { 'X-Total-Count': '1' }),
    });
    const { router } = await openApp('/');
    const form = within(screen.getByRole('search', { name: 'Search properties' }));
    await user.click(form.getByRole('radio', { name: 'Rent' }));
    await user.type(form.getByRole('combobox', { name: 'Where' }), 'gulsh');
    await screen.findByRole('option', { name: /Gulshan, Dhaka/ });
    await user.keyboard('{Enter}');
    await user.selectOptions(form.getByRole('combobox', { name: 'Price order' }), 'Low To High');
    await user.click(form.getByRole('button', { name: 'Search' }));
    await settleApp();

    expect(router.state.location.pathname).toBe('/allProperties');
    expect(queryOf(router.state.location.search)).toEqual([
      ['listedFor', 'For Rent'],
      ['district', 'Dhaka'],
      ['area', 'Gulshan'],
      ['priceSort', 'asc'],
    ]);
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByText('Gulshan Flat')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rent' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Gulshan, Dhaka' })).toBeInTheDocument();
    expect(lastSearch(fetchMock)?.search).toBe(
      '?priceSort=asc&listedFor=For+Rent&district=Dhaka&area=Gulshan&page=1&limit=12',
    );
  });
});

describe('Search page filters in Bangla', () => {
  it('names a shared link’s filters in Bangla, with Bangla digits and places, and keeps the URL in English', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = await openApp(
      '/allProperties?listedFor=For+Rent&district=Dhaka&area=Gulshan&minBedrooms=3&minBathrooms=2' +
        '&minSize=800&maxSize=2000&maxPrice=10000&categories=Apartment&categories=Condo&amenities=Pool' +
        '&addedWithinDays=7',
    );
    expect(await screen.findByText('Gulshan Flat')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'চালু থাকা ফিল্টার' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'সুইমিং পুল',
      'এই সপ্তাহে নতুন',
      '৮০০–২,০০০ বর্গফুট',
      '২+ বাথরুম',
      '৩+ বেডরুম',
      'অ্যাপার্টমেন্ট',
      'কন্ডো',
      'মাসে সর্বোচ্চ ৳ ১০,০০০',
      'গুলশান, ঢাকা',
    ]);
    expect(screen.getByText('ফিল্টারে বেছে নেওয়া: অ্যাপার্টমেন্ট, কন্ডো')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ফিল্টার (৭টি চালু)' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'ফিল্টার' }));
    const bedrooms = within(sheet.getByRole('group', { name: 'বেডরুম' }));
    expect(bedrooms.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'যেকোনো',
      '১+',
      '২+',
      '৩+',
      '৪+',
      '৫+',
    ]);
    expect(bedrooms.getByRole('radio', { name: '৩+' })).toBeChecked();
    expect(sheet.getByRole('group', { name: 'আয়তন (বর্গফুট)' })).toBeInTheDocument();
    expect(sheet.getByRole('textbox', { name: 'সর্বনিম্ন আয়তন' })).toHaveValue('800');
    expect(sheet.getByRole('checkbox', { name: 'অ্যাপার্টমেন্ট' })).toBeChecked();
    expect(sheet.getByRole('radio', { name: 'এই সপ্তাহে নতুন' })).toBeChecked();
    expect(sheet.getByRole('button', { name: '১টি বাড়ি দেখুন' })).toBeInTheDocument();

    await user.click(bedrooms.getByRole('radio', { name: '৪+' }));
    await user.click(sheet.getByRole('checkbox', { name: 'জিম' }));
    await waitFor(() =>
      expect(lastSearch(fetchMock)?.searchParams.getAll('amenities')).toEqual(['Pool', 'Gym']),
    );
    expect(new URLSearchParams(router.state.location.search).get('minBedrooms')).toBe('4');
    await user.click(sheet.getByRole('button', { name: 'ফিল্টার বন্ধ করুন' }));

    await user.click(screen.getByRole('button', { name: 'সুইমিং পুল সরান' }));
    expect(new URLSearchParams(router.state.location.search).getAll('amenities')).toEqual(['Gym']);
  });
});
