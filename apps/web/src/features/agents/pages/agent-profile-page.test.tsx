import { MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import {
  type ApiRoutes,
  calledUrls,
  countedResponse,
  makeAgent,
  makeProperty,
  stubApi,
} from '../../../test/api-stub';
import { openApp, settleApp } from '../../../test/render-app';

const AGENT_PATH = '/agentProfile/nusrat%40nestlane.test';
const LISTINGS_API = '/api/getAgentProperties/nusrat%40nestlane.test';

/** The agent's 14 public listings, answered a page at a time as the API does. */
function stubAgentWithListings(count: number) {
  const listings = Array.from({ length: count }, (_, index) =>
    makeProperty({
      _id: `6f1c1f5e-2b7a-4c38-9d7e-${String(index).padStart(12, '0')}`,
      propertyTitle: `Listing ${index + 1}`,
    }),
  );
  const routes: ApiRoutes = {
    '/api/getAgentData/nusrat%40nestlane.test': () => makeAgent(),
    [LISTINGS_API]: (url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return countedResponse(listings.slice((page - 1) * limit, page * limit), { 'X-Total-Count': count });
    },
  };
  return stubApi(routes);
}

function listingCalls(fetchMock: ReturnType<typeof stubApi>) {
  return calledUrls(fetchMock)
    .filter((url) => url.pathname === LISTINGS_API)
    .map((url) => url.search);
}

describe('Agent profile', () => {
  it('shows the listings 12 at a time with a pager, not every listing at once', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAgentWithListings(14);
    const { router } = await openApp(AGENT_PATH);
    expect(await screen.findByRole('article', { name: 'Listing 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    await settleApp();
    expect(await screen.findByRole('article', { name: 'Listing 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(listingCalls(fetchMock)).toEqual(['?page=1&limit=12', '?page=2&limit=12']);
  });

  it('opens the page the address names', async () => {
    const fetchMock = stubAgentWithListings(14);
    await openApp(`${AGENT_PATH}?page=2`);
    expect(await screen.findByRole('article', { name: 'Listing 13' })).toBeInTheDocument();
    expect(listingCalls(fetchMock)).toEqual(['?page=2&limit=12']);
  });

  it("says 'No Properties Available' for an agent with no public listing", async () => {
    stubAgentWithListings(0);
    await openApp(AGENT_PATH);
    expect(await screen.findByText(MESSAGES.noProperties)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('Agent profile in Bangla', () => {
  it('shows the role, the date the agent joined and the listings heading in Bangla', async () => {
    await activateLocale('bn');
    stubAgentWithListings(14);
    await openApp(AGENT_PATH);

    const profile = screen.getByRole('region', { name: 'Nusrat Jahan' });
    expect(within(profile).getByText('এজেন্ট')).toBeInTheDocument();
    // The API's 'Tue Jan 02 2024', in Bangla words and digits.
    expect(within(profile).getByText(/^২ জানু, ২০২৪ থেকে এজেন্ট$/)).toBeInTheDocument();
    expect(within(profile).getByText('Nestlane')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'প্রপার্টি দেখুন' })).toBeInTheDocument();
    expect(screen.getByText('এই এজেন্টের যোগ করা')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Listing 1' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Nusrat Jahan');
  });
});
