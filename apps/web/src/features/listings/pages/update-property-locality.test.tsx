import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';
import { makeOwnListing, submitUpdateProperty, UPLOAD_ROUTES } from '../test-listings';

/** The Update Property page of a listing in Dhaka's Mirpur, filed under `locality`, its update answered. */
async function openMirpurListing(index: number, locality: string) {
  const listing = makeOwnListing(index, {
    propertyTitle: 'Mirpur Flat',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Dhaka Metropolitan',
    area: 'Mirpur',
    locality,
  });
  const url = `/api/updateProperty/${listing._id}`;
  const fetchMock = stubAgent({
    ...UPLOAD_ROUTES,
    '/api/getProperty': () => [listing],
    [url]: () => ({ modifiedCount: 1 }),
  });
  await openApp(`/dashboard/updateProperty/${listing._id}`);
  const form = await screen.findByRole('form', { name: 'Update Property' });
  return { fetchMock, url, form };
}

describe('Update Property: the locality (decision 049), as Add Property offers it', () => {
  it('shows the area’s localities with the listing’s own chosen, and sends the one picked', async () => {
    const user = userEvent.setup();
    const { fetchMock, url, form } = await openMirpurListing(21, 'Mirpur 2');
    const locality = within(form).getByLabelText('Locality');
    expect(locality).toHaveValue('Mirpur 2');
    const options = within(locality)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('No locality');
    expect(options).toContain('Mirpur 10');

    await user.selectOptions(locality, 'Mirpur 10');
    await submitUpdateProperty(user);
    expect(readJsonBody(fetchMock, 'PATCH', url)).toMatchObject({ area: 'Mirpur', locality: 'Mirpur 10' });
  });

  it('leaves an unchanged locality out of the body (absent keeps it)', async () => {
    const user = userEvent.setup();
    const { fetchMock, url } = await openMirpurListing(22, 'Mirpur 2');
    await submitUpdateProperty(user);
    expect(readJsonBody(fetchMock, 'PATCH', url)).not.toHaveProperty('locality');
  });

  it('starts another area without a locality, offering that area’s own', async () => {
    const user = userEvent.setup();
    const { fetchMock, url, form } = await openMirpurListing(23, 'Mirpur 2');
    await user.selectOptions(within(form).getByLabelText('Area'), 'Gulshan');
    const locality = within(form).getByLabelText('Locality');
    expect(locality).toHaveValue('');
    expect(within(locality).queryByRole('option', { name: 'Mirpur 10' })).not.toBeInTheDocument();
    await user.selectOptions(locality, 'Gulshan 2');
    await submitUpdateProperty(user);
    expect(readJsonBody(fetchMock, 'PATCH', url)).toMatchObject({ area: 'Gulshan', locality: 'Gulshan 2' });
  });
});
