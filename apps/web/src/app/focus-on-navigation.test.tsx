import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from './app-root';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/first">First</Link> <Link to="/second">Second</Link> <Link to="/late">Late</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page with a filter kept in the URL, as All Properties keeps its search. */
function FilterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <>
      <h1>First page</h1>
      <label>
        Search
        <input
          value={searchParams.get('search') ?? ''}
          onChange={(event) => setSearchParams({ search: event.target.value })}
        />
      </label>
    </>
  );
}

/** A page whose heading comes after its data, as behind a guard's spinner. */
function LatePage() {
  const [isLoaded, setIsLoaded] = useState(false);
  return isLoaded ? (
    <h1>Late page</h1>
  ) : (
    <>
      <p>Loading</p>
      <button type="button" onClick={() => setIsLoaded(true)}>
        Finish loading
      </button>
    </>
  );
}

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: AppRoot,
        children: [
          {
            Component: Layout,
            children: [
              { path: 'first', Component: FilterPage },
              { path: 'second', element: <h1>Second page</h1> },
              { path: 'late', Component: LatePage },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on navigation', () => {
  it('leaves focus alone on the first load', async () => {
    renderRoutes('/first');
    await screen.findByRole('heading', { name: 'First page' });
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's h1 after a link, and again after Back", async () => {
    const user = userEvent.setup();
    const router = renderRoutes('/first');
    await user.click(screen.getByRole('link', { name: 'Second' }));
    const second = await screen.findByRole('heading', { level: 1, name: 'Second page' });
    expect(second).toHaveFocus();
    // Focusable by script only: the heading is no Tab stop.
    expect(second).toHaveAttribute('tabindex', '-1');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'First page' })).toHaveFocus();
  });

  it('keeps focus in a field whose typing changes only the search params', async () => {
    const user = userEvent.setup();
    const router = renderRoutes('/second');
    await user.click(screen.getByRole('link', { name: 'First' }));
    const field = screen.getByRole('textbox', { name: 'Search' });
    await user.click(field);
    await user.type(field, 'lake');
    expect(router.state.location.search).toBe('?search=lake');
    expect(field).toHaveFocus();
  });

  it('rests on <main> while the page has no heading, then moves to the heading when it comes', async () => {
    const user = userEvent.setup();
    renderRoutes('/first');
    await user.click(screen.getByRole('link', { name: 'Late' }));
    expect(await screen.findByRole('main')).toHaveFocus();

    await act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Late page' })).toHaveFocus();
  });

  it('does not take focus back once the person has moved it while the page loads', async () => {
    const user = userEvent.setup();
    renderRoutes('/first');
    await user.click(screen.getByRole('link', { name: 'Late' }));
    expect(await screen.findByRole('main')).toHaveFocus();

    const link = screen.getByRole('link', { name: 'First' });
    link.focus();
    await act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Late page' });
    expect(link).toHaveFocus();
  });
});
