import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price range' }), '$900000 Or Above');
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
    expect(screen.getByRole('option', { name: '$900000 Or Above' })).toHaveValue('900000-+');
    expect(screen.getByRole('option', { name: '$50000 - $100000' })).toHaveValue('50000-100000');
  });
});
