import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledUrls, makeAgent, makeProperty, stubApi } from '../test/api-stub';
import { openApp, renderApp, settleApp } from '../test/render-app';

const NOT_FOUND = 'The page you’re looking for doesn’t exist.';

describe('routes', () => {
  it('shows the not-found page with a way home for an unknown path', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/getAdvertiseProperty': () => [], '/api/getallReviews': () => [] });
    const { router } = await openApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Best For You' })).toBeInTheDocument();
  });

  it('shows the not-found page for a malformed property id without calling the API', async () => {
    const fetchMock = stubApi({});
    await openApp('/propertyDetail/not-a-uuid');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    // Only the session read of the auth store and the layout's settings go out; nothing asks for the property.
    const paths = calledUrls(fetchMock).map((url) => url.pathname);
    expect(paths.filter((path) => path !== '/api/auth/get-session' && path !== '/api/config')).toEqual([]);
  });

  it('shows the not-found page when the API does not know the property', async () => {
    stubApi({ '/api/getpropertyReview': () => [] });
    await openApp(`/propertyDetail/${makeProperty()._id}`);
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown agent', async () => {
    stubApi({ '/api/getAgentProperties/ghost%40nestlane.test': () => [] });
    await openApp('/agentProfile/ghost%40nestlane.test');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
  });

  it('loads the agent before showing the profile and lists the agent listings', async () => {
    const agent = makeAgent();
    stubApi({
      '/api/getAgentData/nusrat%40nestlane.test': () => agent,
      '/api/getAgentProperties/nusrat%40nestlane.test': () => [makeProperty()],
    });
    await openApp('/agentProfile/nusrat%40nestlane.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeInTheDocument();
    expect(screen.getByText('Agent Since 2 Jan 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'View Property' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Lakeside Family Home' })).toBeInTheDocument();
  });

  it('sends dashboard visitors to sign in, remembering where they were going', async () => {
    stubApi({});
    const { router } = await openApp('/dashboard/myProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signIn');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/myProfile' } });
    expect(document.title).toBe('Nestlane || Sign In');
  });

  it('renders the home page sections with the advertised listings', async () => {
    stubApi({ '/api/getAdvertiseProperty': () => [makeProperty()], '/api/getallReviews': () => [] });
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('article', { name: 'Lakeside Family Home' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Home');
    expect(screen.getByRole('heading', { level: 2, name: 'Take A Look' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All ProperTies' })).toHaveAttribute(
      'href',
      '/allProperties',
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByText(/© 2023 Nestlane/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nestlane on Facebook' })).toBeInTheDocument();
  });

  it('opens the mobile menu and closes it after a navigation', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/getAdvertiseProperty': () => [],
      '/api/getallReviews': () => [],
      '/api/getVerifiedProperties': () => [],
    });
    const { router } = await openApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const closeButton = screen.getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(closeButton.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'All Properties' }));
    await settleApp();
    expect(router.state.location.pathname).toBe('/allProperties');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });
});
