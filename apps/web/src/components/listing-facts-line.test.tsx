import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { makeProperty } from '../test/api-stub';
import { PropertyCard } from './property-card';

function renderCard(overrides: Parameters<typeof makeProperty>[0]) {
  const property = makeProperty({ addedDate: '2025-03-01T07:00:00.000Z', ...overrides });
  const element = <PropertyCard property={property} now={new Date('2025-03-01T12:00:00.000Z')} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return screen.getByRole('article', { name: property.propertyTitle });
}

const rental = {
  listedFor: 'For Rent' as const,
  category: 'Apartment' as const,
  minPrice: 45000,
  maxPrice: 45000,
  floor: 5,
  totalFloors: 9,
  hasLift: true,
  gas: 'piped' as const,
  tenantType: 'family' as const,
  parkingSpaces: 1,
};

describe('The card facts (decision 047)', () => {
  it("shows a rental's floor, lift, gas and who may rent", () => {
    const card = renderCard(rental);
    expect(card).toHaveTextContent('5th of 9 · Lift · Gas · Family');
    expect(card).not.toHaveTextContent('parking');
  });

  it("shows a sale's parking instead of the tenants, and a plot's land in both units and sq ft", () => {
    expect(
      renderCard({ ...rental, listedFor: 'For Sale', tenantType: null, floor: 0, gas: 'cylinder' }),
    ).toHaveTextContent('Ground floor of 9 · Lift · Cylinder · 1 parking');
  });

  it("shows a plot's land size first, in katha, decimal and sq ft", () => {
    const card = renderCard({
      propertyTitle: 'Plot in Purbachal',
      category: 'Other',
      landSize: 5,
      landUnit: 'katha',
    });
    expect(card).toHaveTextContent('5 katha · 8.26 decimal · 3600 sq ft');
  });

  it('shows nothing for a listing that says no facts', () => {
    const card = renderCard({});
    expect(card).not.toHaveTextContent(' · ');
  });

  it('writes them in Bangla with Bangla ordinals and digits', async () => {
    await activateLocale('bn');
    const card = renderCard(rental);
    expect(card).toHaveTextContent('৯ তলার ৫ম · লিফট · গ্যাস · পরিবার');
  });
});
