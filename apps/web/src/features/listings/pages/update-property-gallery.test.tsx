import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listCalls, readJsonBody } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';
import { makeOwnListing, submitUpdateProperty, UPLOAD_ROUTES, UPLOADED_PICTURE } from '../test-listings';

const GALLERY = [
  { url: '/uploads/images/hall.webp', alt: 'The hall' },
  { url: '/uploads/seed/room-kitchen-abc.webp', alt: '' },
];
const LISTING = makeOwnListing(8, { propertyTitle: 'Gallery House', gallery: GALLERY });
const PATCH_URL = `/api/updateProperty/${LISTING._id}`;

async function openPage() {
  const fetchMock = stubAgent({
    ...UPLOAD_ROUTES,
    '/api/getProperty': () => [LISTING],
    [PATCH_URL]: () => ({ modifiedCount: 1 }),
  });
  await openApp(`/dashboard/updateProperty/${LISTING._id}`);
  await screen.findByRole('form', { name: 'Update Property' });
  return fetchMock;
}

describe('Update Property: the gallery (decision 028)', () => {
  it('shows the listing’s gallery and, untouched, sends only the spec’s fields', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPage();
    const rows = within(screen.getByRole('list', { name: 'Gallery pictures' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(screen.getByLabelText(/Photo 1 description/)).toHaveValue('The hall');
    await submitUpdateProperty(user);
    expect(readJsonBody(fetchMock, 'PATCH', PATCH_URL)).not.toHaveProperty('gallery');
  });

  it('sends the new list: reordered, a picture added (uploaded first) and described', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPage();
    await user.click(screen.getByRole('button', { name: 'Move down photo 1' }));
    await user.upload(
      screen.getByLabelText('Add gallery pictures'),
      new File(['x'], 'garden.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText(/Photo 3 description/), 'The garden');
    await submitUpdateProperty(user);
    expect(readJsonBody(fetchMock, 'PATCH', PATCH_URL)).toMatchObject({
      propertyImage: UPLOADED_PICTURE,
      gallery: [
        { url: '/uploads/seed/room-kitchen-abc.webp', alt: '' },
        { url: '/uploads/images/hall.webp', alt: 'The hall' },
        { url: UPLOADED_PICTURE, alt: 'The garden' },
      ],
    });
    // The cover and the new gallery picture were uploaded, one at a time.
    expect(listCalls(fetchMock).filter((call) => call.path === '/api/images')).toHaveLength(2);
  });

  it('sends an empty list when every picture is removed', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('list', { name: 'Gallery pictures' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add gallery pictures')).toHaveFocus();
    await submitUpdateProperty(user);
    expect(readJsonBody(fetchMock, 'PATCH', PATCH_URL)).toMatchObject({ gallery: [] });
  });
});
