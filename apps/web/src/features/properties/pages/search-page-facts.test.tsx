import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledUrls, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { openApp, settleApp } from '../../../test/render-app';

const RENT = makeProperty({
  propertyTitle: 'Banani Flat',
  listedFor: 'For Rent',
  minPrice: 45000,
  maxPrice: 45000,
});

function stubSearch() {
  return stubApi({
    '/api/getVerifiedProperties': () => jsonResponse([RENT], 200, { 'X-Total-Count': '1' }),
    '/api/searchMap': () => ({ points: [], total: 0, isCapped: false }),
  });
}

const lastSearch = (fetchMock: ReturnType<typeof stubApi>) =>
  calledUrls(fetchMock)
    .filter((url) => url.pathname === '/api/getVerifiedProperties')
    .at(-1);

describe('Search page: the facts filters and a free price (decision 047)', () => {
  it('filters a rental by who may rent, furnishing, gas, lift, parking and month, and a price as typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = await openApp('/allProperties?listedFor=For+Rent');
    await screen.findByText('Banani Flat');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(
      within(within(sheet).getByRole('group', { name: 'Who may rent' })).getByRole('radio', {
        name: 'Family',
      }),
    );
    await user.click(
      within(within(sheet).getByRole('group', { name: 'Furnishing' })).getByRole('radio', {
        name: 'Semi-furnished',
      }),
    );
    await user.click(
      within(within(sheet).getByRole('group', { name: 'Gas' })).getByRole('radio', { name: 'Piped gas' }),
    );
    await user.click(
      within(within(sheet).getByRole('group', { name: 'Parking' })).getByRole('radio', { name: '1+' }),
    );
    await user.click(within(sheet).getByRole('checkbox', { name: 'With a lift' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Max price' }), '৫০ হাজার{Enter}');
    await settleApp();
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      tenantType: 'family',
      furnishing: 'semi',
      gas: 'piped',
      minParking: '1',
      hasLift: 'true',
      maxPrice: '50000',
    });
    const asked = lastSearch(fetchMock)?.searchParams;
    expect(asked?.get('tenantType')).toBe('family');
    expect(asked?.get('hasLift')).toBe('true');
    expect(asked?.get('maxPrice')).toBe('50000');
    await user.keyboard('{Escape}');
    // Five facts and the typed price.
    expect(await screen.findByRole('button', { name: 'Filters (6 on)' })).toBeInTheDocument();
  });

  it('says so when a price is not an amount, and asks nothing of it', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = await openApp('/allProperties');
    await screen.findByText('Banani Flat');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).queryByRole('group', { name: 'Who may rent' })).not.toBeInTheDocument();
    await user.type(within(sheet).getByRole('textbox', { name: 'Min price' }), 'cheap{Enter}');
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'Type an amount such as 45000, 85 lakh or 1.2 crore',
    );
    expect(router.state.location.search).toBe('');
  });

  it('reads the facts from a shared link, leaving a rental-only one out of a sale search', async () => {
    const fetchMock = stubSearch();
    await openApp('/allProperties?listedFor=For+Sale&tenantType=family&furnishing=full&availableBy=2027-01');
    await screen.findByText('Banani Flat');
    const asked = lastSearch(fetchMock)?.searchParams;
    expect(asked?.get('furnishing')).toBe('full');
    expect(asked?.has('tenantType')).toBe(false);
    expect(asked?.has('availableBy')).toBe(false);
  });
});
