import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledUrls, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { openApp, settleApp } from '../../../test/render-app';

function stubSearch() {
  return stubApi({
    '/api/getVerifiedProperties': () =>
      jsonResponse([makeProperty({ propertyTitle: 'Gulshan Flat' })], 200, { 'X-Total-Count': '1' }),
  });
}

const lastSearch = (fetchMock: ReturnType<typeof stubApi>) =>
  calledUrls(fetchMock)
    .filter((url) => url.pathname === '/api/getVerifiedProperties')
    .at(-1);

/** Which of the picker's buttons are pressed, by name. */
function pressedInPicker() {
  const picker = within(screen.getByRole('group', { name: 'Category' }));
  return picker
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);
}

/** Which of the sheet's category boxes are ticked, by name. */
function tickedInSheet() {
  const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
  return within(sheet.getByRole('group', { name: 'Categories' }))
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);
}

describe('Search page: the category picker and the Filters sheet show one choice', () => {
  it("ticks the picker's category in the sheet, presses the sheet's only one in the picker, and each replaces the other", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = await openApp('/allProperties');
    await screen.findByText('Gulshan Flat');
    const picker = within(screen.getByRole('group', { name: 'Category' }));

    // The spec's picker: its own parameter, sent as it is.
    await user.click(picker.getByRole('button', { name: 'Apartment' }));
    expect(router.state.location.search).toBe('?category=Apartment');
    await settleApp();
    expect(lastSearch(fetchMock)?.searchParams.get('category')).toBe('Apartment');

    // The sheet shows it ticked, and counts it.
    await user.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
    expect(tickedInSheet()).toEqual(['Apartment']);

    // A second box: the picked one moves into the sheet's list; the picker presses none and names both.
    let sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    await user.click(sheet.getByRole('checkbox', { name: 'Condo' }));
    expect(router.state.location.search).toBe('?categories=Apartment&categories=Condo');
    expect(tickedInSheet()).toEqual(['Apartment', 'Condo']);
    await user.keyboard('{Escape}');
    expect(pressedInPicker()).toEqual([]);
    expect(screen.getByText('Chosen in Filters: Apartment, Condo')).toBeInTheDocument();
    await settleApp();
    expect(lastSearch(fetchMock)?.searchParams.getAll('categories')).toEqual(['Apartment', 'Condo']);
    expect(lastSearch(fetchMock)?.searchParams.has('category')).toBe(false);

    // One box left: the picker presses it.
    await user.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
    sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    await user.click(sheet.getByRole('checkbox', { name: 'Apartment' }));
    expect(router.state.location.search).toBe('?categories=Condo');
    await user.keyboard('{Escape}');
    expect(pressedInPicker()).toEqual(['Condo']);
    expect(screen.queryByText(/Chosen in Filters/)).not.toBeInTheDocument();

    // The picker chooses one again: its parameter, the sheet's list gone.
    await user.click(picker.getByRole('button', { name: 'Studio' }));
    expect(router.state.location.search).toBe('?category=Studio');
    expect(pressedInPicker()).toEqual(['Studio']);
    await user.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
    expect(tickedInSheet()).toEqual(['Studio']);
    await user.keyboard('{Escape}');

    // Pressing the chosen one again clears it, whichever control chose it.
    await user.click(picker.getByRole('button', { name: 'Studio' }));
    expect(router.state.location.search).toBe('');
    expect(pressedInPicker()).toEqual(['All categories']);
  });

  it('clears both with All categories, and the sheet ticked several', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = await openApp('/allProperties?categories=Office&categories=Shop&minBedrooms=2');
    await screen.findByText('Gulshan Flat');
    expect(pressedInPicker()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'All categories' }));
    expect(router.state.location.search).toBe('?minBedrooms=2');
    expect(pressedInPicker()).toEqual(['All categories']);
  });

  it('reads a link with both as one list of categories, and a chip then takes one off', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = await openApp('/allProperties?category=Condo&categories=Studio');
    await screen.findByText('Gulshan Flat');
    expect(lastSearch(fetchMock)?.searchParams.getAll('categories')).toEqual(['Condo', 'Studio']);
    expect(lastSearch(fetchMock)?.searchParams.has('category')).toBe(false);
    expect(pressedInPicker()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
    expect(tickedInSheet()).toEqual(['Condo', 'Studio']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove Condo' }));
    expect(router.state.location.search).toBe('?categories=Studio');
    expect(pressedInPicker()).toEqual(['Studio']);
  });
});
