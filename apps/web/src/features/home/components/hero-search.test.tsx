import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { RENT_BUDGET_LABELS, readOptionTexts, SALE_BUDGET_LABELS } from '../../../test/budget-labels';
import { HeroSearch } from './hero-search';

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeroSearch /> },
      { path: '/allProperties', element: <p>search page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('HeroSearch', () => {
  it('stores the chosen values in session storage and opens the search page', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    await user.type(screen.getByPlaceholderText('Search by Title'), '  Lake view ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price order' }), 'High To Low');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price range' }), '৳ 9 Lakh or more');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(sessionStorage.getItem('searchText')).toBe('Lake view');
    expect(sessionStorage.getItem('priceSort')).toBe('desc');
    expect(sessionStorage.getItem('priceRange')).toBe('900000-+');
    expect(router.state.location.pathname).toBe('/allProperties');
    expect(await screen.findByText('search page')).toBeInTheDocument();
  });

  it('submits the defaults when nothing was chosen', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(sessionStorage.getItem('searchText')).toBe('Search By Property Title');
    expect(sessionStorage.getItem('priceSort')).toBe('All');
    expect(sessionStorage.getItem('priceRange')).toBe('All');
    expect(router.state.location.pathname).toBe('/allProperties');
  });

  it('offers the price order and every price band', () => {
    renderSearch();
    const sort = screen.getByRole('combobox', { name: 'Price order' });
    expect(sort).toHaveTextContent('Low To High');
    expect(screen.getByRole('option', { name: 'Low To High' })).toHaveValue('asc');
    expect(screen.getByRole('option', { name: 'High To Low' })).toHaveValue('desc');
    expect(screen.getByRole('option', { name: '৳ 9 Lakh or more' })).toHaveValue('900000-+');
    expect(screen.getByRole('option', { name: '৳ 50,000–1 Lakh' })).toHaveValue('50000-100000');
  });

  it('hands Rent, the place and a monthly budget over in the URL, and the spec choices in session storage', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    // Named as on the search page: what the budget is of; its first option says so where no label shows.
    const price = screen.getByRole('combobox', { name: 'Monthly rent' });
    expect(readOptionTexts(price)).toEqual(['Monthly rent', ...RENT_BUDGET_LABELS]);
    await user.selectOptions(price, '৳ 20,000–35,000 a month');
    const where = screen.getByRole('combobox', { name: 'Where' });
    await user.type(where, 'gulsh');
    await screen.findByRole('option', { name: /Gulshan, Dhaka/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Gulshan, Dhaka' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by Title'), 'flat');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.pathname).toBe('/allProperties');
    expect(router.state.location.search).toBe(
      '?listedFor=For+Rent&district=Dhaka&area=Gulshan&minPrice=20000&maxPrice=35000',
    );
    expect(sessionStorage.getItem('searchText')).toBe('flat');
    // A budget is not one of the spec's bands: the spec's key says 'All'.
    expect(sessionStorage.getItem('priceRange')).toBe('All');
  });

  it('does not submit when Enter picks a place, and a chosen place can be removed', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'সাভার');
    await screen.findByRole('option', { name: /Savar, Dhaka/ });
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Remove Savar, Dhaka' }));
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?listedFor=For+Sale');
  });

  it('names the price select by what the budget is of, and offers the most a home may cost', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveDisplayValue('Price Range');
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    const price = screen.getByRole('combobox', { name: 'Price' });
    expect(readOptionTexts(price)).toEqual(['Price', ...SALE_BUDGET_LABELS]);
    await user.selectOptions(price, '৳ 60 Lakh–1 Crore');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?listedFor=For+Sale&minPrice=6000000&maxPrice=10000000');
  });
});

describe('HeroSearch in Bangla', () => {
  it('reads in Bangla, places by their Bangla names, and hands over the spec’s English values', async () => {
    await activateLocale('bn');
    const user = userEvent.setup();
    const router = renderSearch();
    expect(screen.getByRole('search', { name: 'প্রপার্টি খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'দামের ক্রম' })).toHaveDisplayValue('দামের ক্রম');
    expect(screen.getByRole('option', { name: 'বেশি থেকে কম' })).toHaveValue('desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'দামের ক্রম' }), 'বেশি থেকে কম');
    await user.selectOptions(
      screen.getByRole('option', { name: '৳ ৯ লাখ বা তার বেশি' }).closest('select') as HTMLSelectElement,
      '৳ ৯ লাখ বা তার বেশি',
    );
    await user.type(screen.getByRole('combobox', { name: 'কোথায়' }), 'গুলশান');
    // Gulshan itself comes first, before its localities (Gulshan 1, Gulshan 2).
    expect((await screen.findAllByRole('option', { name: /গুলশান/ }))[0]).toHaveAccessibleName(/^গুলশান, ঢাকা/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'গুলশান, ঢাকা সরান' })).toHaveTextContent('গুলশান, ঢাকা');
    await user.click(screen.getByRole('button', { name: 'খুঁজুন' }));

    // The URL and the hand-over keep the API's English values.
    expect(router.state.location.search).toBe('?district=Dhaka&area=Gulshan');
    expect(sessionStorage.getItem('searchText')).toBe('Search By Property Title');
    expect(sessionStorage.getItem('priceSort')).toBe('desc');
    expect(sessionStorage.getItem('priceRange')).toBe('900000-+');
  });
});
