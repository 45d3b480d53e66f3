import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, makeProperty, stubApi } from '../../../test/api-stub';
import { renderApp, settleApp } from '../../../test/render-app';

describe('Best For You', () => {
  it('holds its grid with placeholder cards while the advertised listings load, not a spinner', async () => {
    const advertised = deferred<unknown>();
    stubApi({ '/api/getAdvertiseProperty': () => advertised.promise, '/api/getallReviews': () => [] });
    renderApp('/');
    await settleApp({ waitForCalls: false });
    const section = screen.getByRole('region', { name: 'Best For You' });
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('Loading the best collection');
    const grid = status.parentElement as HTMLElement;
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid.querySelectorAll('.animate-pulse')).toHaveLength(6);
    expect(section.querySelector('svg.animate-spin')).toBeNull();

    advertised.resolve([makeProperty()]);
    await settleApp();
    expect(await within(section).findByRole('article', { name: 'Lakeside Family Home' })).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });
});
