import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProperty, makeReview, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

const property = makeProperty();

function stubDetail(reviews = [makeReview()]) {
  return stubApi({
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => reviews,
  });
}

describe('Property detail page', () => {
  it('shows the listing, its overview, sections and reviews', async () => {
    const user = userEvent.setup();
    stubDetail();
    await openApp(`/propertyDetail/${property._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Family Home' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Lakeside Family Home');
    // In the header and in the Address section.
    expect(screen.getAllByText('12 Gulshan Avenue, Dhaka 1212')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('A bright family home beside the lake.')).toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();

    const facilities = screen.getByRole('button', { name: 'Facilities' });
    expect(facilities).toHaveAttribute('aria-expanded', 'false');
    await user.click(facilities);
    expect(facilities).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Fireplace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maps' })).toHaveAttribute('aria-expanded', 'false');

    expect(await screen.findByText('Smooth visit and an honest agent.')).toBeInTheDocument();
  });

  it('says so when a listing has no reviews', async () => {
    stubDetail([]);
    await openApp(`/propertyDetail/${property._id}`);
    expect(await screen.findByText('No reviews for this property yet.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before wish-listing, remembering the page', async () => {
    const user = userEvent.setup();
    stubDetail();
    const { router } = await openApp(`/propertyDetail/${property._id}`);
    await user.click(await screen.findByRole('button', { name: 'Add To Wishlist' }));
    expect(await screen.findByText('Sign In To Add To Wishlist')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: `/propertyDetail/${property._id}` },
    });
  });
});
