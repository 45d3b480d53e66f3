import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../test/api-stub';
import { PropertyCard } from './property-card';

function renderCard(now: Date, overrides: Parameters<typeof makeProperty>[0] = {}) {
  const property = makeProperty({ addedDate: '2025-03-01T07:00:00.000Z', ...overrides });
  const router = createMemoryRouter([{ path: '/', element: <PropertyCard property={property} now={now} /> }]);
  render(<RouterProvider router={router} />);
  return property;
}

describe('PropertyCard', () => {
  it('shows every field of the listing', () => {
    renderCard(new Date('2025-03-01T12:00:00.000Z'));
    const card = screen.getByRole('article', { name: 'Lakeside Family Home' });
    const image = within(card).getByRole('img', { name: 'Lakeside Family Home' });
    expect(image).toHaveAttribute('width', '298');
    expect(image).toHaveAttribute('height', '176');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('heading', { name: 'Lakeside Family Home' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 Gulshan');
    expect(card).not.toHaveTextContent('Avenue');
    expect(card).toHaveTextContent('৳ 1.2–1.5 Lakh');
    expect(card).not.toHaveTextContent('per month');
    expect(card).toHaveTextContent('For Sale');
    expect(card).toHaveTextContent('Single Family House');
    expect(card).toHaveTextContent('4 Beds');
    expect(card).toHaveTextContent('3 Baths');
    expect(card).toHaveTextContent('2400 sq ft');
    expect(card).toHaveTextContent('verified');
    expect(card).toHaveTextContent('Nusrat Jahan');
    expect(card).toHaveTextContent('5 hours ago');
  });

  it('links to the agent profile and to the detail page', () => {
    const property = renderCard(new Date('2025-03-03T12:00:00.000Z'));
    expect(screen.getByRole('link', { name: "Nusrat Jahan's profile" })).toHaveAttribute(
      'href',
      '/agentProfile/nusrat%40nestlane.test',
    );
    expect(screen.getByRole('link', { name: 'View Detail' })).toHaveAttribute(
      'href',
      `/propertyDetail/${property._id}`,
    );
    expect(screen.getByRole('article')).toHaveTextContent('2 days ago');
  });

  it('counts one bedroom and one bathroom in the singular', () => {
    renderCard(new Date('2025-03-01T12:00:00.000Z'), { bedRooms: 1, bathRooms: 1 });
    const card = screen.getByRole('article', { name: 'Lakeside Family Home' });
    expect(card).toHaveTextContent('1 Bed');
    expect(card).not.toHaveTextContent('1 Beds');
    expect(card).toHaveTextContent('1 Bath');
    expect(card).not.toHaveTextContent('1 Baths');
  });

  it("writes a rent's price per month", () => {
    renderCard(new Date('2025-03-01T12:00:00.000Z'), {
      listedFor: 'For Rent',
      minPrice: 1200,
      maxPrice: 1500,
    });
    const card = screen.getByRole('article', { name: 'Lakeside Family Home' });
    expect(card).toHaveTextContent('Price: ৳ 1,200–1,500/month');
    expect(card).toHaveTextContent('For Rent');
  });
});
