import { COMPARE_LIMIT } from '@nestlane/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMPARE_FULL_MESSAGE, readComparedListings } from '../lib/compare-list';
import { countedResponse, makeProperty, stubApi } from '../test/api-stub';
import { openApp } from '../test/render-app';
import { PropertyCard } from './property-card';

function renderCards(properties: ReturnType<typeof makeProperty>[]) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {properties.map((property) => (
            <PropertyCard key={property._id} property={property} isAboveFold />
          ))}
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

function makeListings(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeProperty({
      _id: `00000000-0000-4000-8000-00000000000${index}`,
      propertyTitle: `Listing ${index + 1}`,
    }),
  );
}

describe("The card's 'Price reduced'", () => {
  it('shows for a recent cut and not otherwise', () => {
    renderCards([
      makeProperty({ propertyTitle: 'Cut Flat', priceReducedAt: '2025-03-01T07:00:00.000Z' }),
      makeProperty({ _id: '11111111-1111-4111-8111-111111111111', propertyTitle: 'Steady Flat' }),
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Cut Flat' })).getByText('Price reduced'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Steady Flat' })).queryByText('Price reduced'),
    ).toBeNull();
  });
});

describe("The card's Compare", () => {
  it('adds a listing and takes it off again, pressed while chosen', async () => {
    const user = userEvent.setup();
    renderCards(makeListings(1));
    const toggle = screen.getByRole('button', { name: 'Compare Listing 1' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(readComparedListings()).toEqual([
      { id: '00000000-0000-4000-8000-000000000000', title: 'Listing 1' },
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(readComparedListings()).toEqual([]);
  });

  it(`refuses a listing past the ${COMPARE_LIMIT}th with a message, choosing nothing more`, async () => {
    const user = userEvent.setup();
    const listings = makeListings(COMPARE_LIMIT + 1);
    renderCards(listings);
    for (const listing of listings.slice(0, COMPARE_LIMIT)) {
      await user.click(screen.getByRole('button', { name: `Compare ${listing.propertyTitle}` }));
    }
    const fifth = screen.getByRole('button', { name: `Compare Listing ${COMPARE_LIMIT + 1}` });
    await user.click(fifth);

    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    expect(readComparedListings()).toHaveLength(COMPARE_LIMIT);
    // The message shows through the app's toaster: the tray's test below reads it.
  });
});

describe('The compare tray', () => {
  it('shows the chosen listings on a main page, opens the comparison, and says when a fifth is refused', async () => {
    const user = userEvent.setup();
    const listings = makeListings(COMPARE_LIMIT + 1);
    stubApi({
      '/api/getVerifiedProperties': () => countedResponse(listings, { 'X-Total-Count': listings.length }),
    });
    const { router } = await openApp('/allProperties');
    await user.click(await screen.findByRole('button', { name: 'Compare Listing 1' }));

    const tray = await screen.findByRole('region', { name: `Compare 1 of ${COMPARE_LIMIT}` });
    expect(tray).toHaveTextContent('Choose one more to compare');

    for (const listing of listings.slice(1, COMPARE_LIMIT + 1)) {
      await user.click(screen.getByRole('button', { name: `Compare ${listing.propertyTitle}` }));
    }
    expect(await screen.findByText(COMPARE_FULL_MESSAGE)).toBeInTheDocument();
    const fullTray = screen.getByRole('region', { name: `Compare ${COMPARE_LIMIT} of ${COMPARE_LIMIT}` });
    await user.click(within(fullTray).getByRole('button', { name: 'Remove Listing 2 from the comparison' }));
    await user.click(within(fullTray).getByRole('link', { name: 'Compare now' }));

    const ids = listings
      .filter((_, index) => index !== 1 && index < COMPARE_LIMIT)
      .map((listing) => listing._id);
    expect(router.state.location.pathname).toBe('/compare');
    expect(router.state.location.search).toBe(`?ids=${ids.join(',')}`);
  });
});
