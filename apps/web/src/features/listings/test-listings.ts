import { MESSAGES, type Property } from '@nestlane/shared';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { makeProperty } from '../../test/api-stub';
import { settleApp } from '../../test/render-app';
import { AGENT_SESSION } from '../../test/stub-session';

/** Where the stubbed POST /api/images says the picture went. */
export const UPLOADED_PICTURE = '/uploads/images/new-house-1.webp';

/** The picture upload the listing forms make first, answered as the API does. */
export const UPLOAD_ROUTES = { '/api/images': () => ({ data: { display_url: UPLOADED_PICTURE } }) };

/** One of the agent's own listings, with its own id and title. */
export function makeOwnListing(number: number, overrides: Partial<Property> = {}): Property {
  return makeProperty({
    _id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    propertyTitle: `Listing ${number}`,
    agentName: AGENT_SESSION.name,
    agentEmail: AGENT_SESSION.email,
    ...overrides,
  });
}

/** Chooses a picture again (screen 11 requires one), sends Update Property and waits for its toast. */
export async function submitUpdateProperty(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText('Property Picture'),
    new File(['picture'], 'cover.webp', { type: 'image/webp' }),
  );
  await user.click(screen.getByRole('button', { name: 'Update Property' }));
  await settleApp();
  expect(await screen.findByText(MESSAGES.propertyUpdated)).toBeInTheDocument();
}
