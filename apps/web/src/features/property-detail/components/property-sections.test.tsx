import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../../../test/api-stub';
import { WithI18n } from '../test-i18n';
import { PropertySections } from './property-sections';

describe('PropertySections', () => {
  it("writes the price as every card does, '$ min-max', not '$ 65,000 - $ 70,000'", async () => {
    const user = userEvent.setup();
    render(
      <PropertySections
        property={makeProperty({ minPrice: 65000, maxPrice: 70000, associationFee: 1200 })}
      />,
      { wrapper: WithI18n },
    );
    await user.click(screen.getByRole('button', { name: 'Detail' }));
    const price = screen.getByText('Price').parentElement as HTMLElement;
    expect(within(price).getByText('$ 65000-70000')).toBeInTheDocument();
    const fee = screen.getByText('HOA fee (monthly)').parentElement as HTMLElement;
    expect(within(fee).getByText('$ 1200')).toBeInTheDocument();
  });
});
