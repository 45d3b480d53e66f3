import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../../../test/api-stub';
import { WithI18n } from '../test-i18n';
import { PropertySections } from './property-sections';

describe('PropertySections', () => {
  it('writes the price as every card does, in Taka, and a fee to the Taka', async () => {
    const user = userEvent.setup();
    render(
      <PropertySections
        property={makeProperty({ minPrice: 8_500_000, maxPrice: 9_000_000, associationFee: 1200 })}
      />,
      { wrapper: WithI18n },
    );
    await user.click(screen.getByRole('button', { name: 'Detail' }));
    const price = screen.getByText('Price').parentElement as HTMLElement;
    expect(within(price).getByText('৳ 85–90 Lakh')).toBeInTheDocument();
    const fee = screen.getByText('HOA fee (monthly)').parentElement as HTMLElement;
    expect(within(fee).getByText('৳ 1,200')).toBeInTheDocument();
  });
});
