/** Issue 10: a 0–0 price range is refused by the form, with the shared rule's message, before any call. */
import { LISTING_MESSAGES } from '@nestlane/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listCalls } from '../../../test/calls';
import { openApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';
import { makeOwnListing, UPLOAD_ROUTES } from '../test-listings';

const LISTING = makeOwnListing(4, { propertyTitle: 'Riverside Duplex', minPrice: 120000, maxPrice: 150000 });

describe('Update Property with a 0–0 price range', () => {
  it('names the ৳1 floor for both prices and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAgent({ ...UPLOAD_ROUTES, '/api/getProperty': () => [LISTING] });
    await openApp(`/dashboard/updateProperty/${LISTING._id}`);
    await screen.findByRole('form', { name: 'Update Property' });
    await user.upload(
      screen.getByLabelText('Property Picture'),
      new File(['picture'], 'duplex.webp', { type: 'image/webp' }),
    );
    for (const label of ['Min Price', 'Max Price']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), '0');
    }
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      LISTING_MESSAGES.atLeast('Min Price', 1),
      LISTING_MESSAGES.atLeast('Max Price', 1),
    ]);
    expect(listCalls(fetchMock).some((call) => call.method === 'PATCH')).toBe(false);
  });
});
