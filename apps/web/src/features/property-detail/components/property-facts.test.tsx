import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { makeProperty } from '../../../test/api-stub';
import { PropertyFacts } from './property-facts';

const rental = makeProperty({
  listedFor: 'For Rent',
  minPrice: 45000,
  maxPrice: 45000,
  floor: 5,
  totalFloors: 9,
  facing: 'south_east',
  hasLift: false,
  gas: 'piped',
  powerBackup: 'ips',
  parkingSpaces: 1,
  furnishing: 'semi',
  advanceMonths: 2,
  serviceCharge: 3000,
  availableFrom: '2027-01',
  tenantType: 'bachelor_women',
});

function readFacts() {
  const block = screen.getByRole('region', { name: /Key facts|মূল তথ্য/ });
  return within(block)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('PropertyFacts (decision 047)', () => {
  it('lists every fact the listing says, labelled', () => {
    render(<PropertyFacts property={rental} />);
    expect(readFacts()).toEqual([
      'Floor: 5th of 9',
      'Facing: South-east',
      'Lift: No',
      'Gas: Piped gas',
      'Power backup: IPS',
      'Parking: 1',
      'Furnishing: Semi-furnished',
      'Advance: 2 months',
      'Service charge: ৳ 3,000',
      'Available from: January 2027',
      'Who may rent: Bachelor women',
    ]);
  });

  it('shows nothing for a listing that says no facts', () => {
    const { container } = render(<PropertyFacts property={makeProperty()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes the labels and values in Bangla', async () => {
    await activateLocale('bn');
    render(<PropertyFacts property={rental} />);
    const facts = readFacts();
    expect(facts).toContain('তলা: ৯ তলার ৫ম');
    expect(facts).toContain('অগ্রিম: ২ মাস');
    expect(facts).toContain('কারা ভাড়া নিতে পারবেন: ব্যাচেলর (নারী)');
    expect(facts).toContain('সার্ভিস চার্জ: ৳ ৩,০০০');
  });
});
