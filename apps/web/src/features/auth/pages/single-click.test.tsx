import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import { calledUrls, jsonResponse, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';
import { SINGLE_CLICK_MESSAGES } from '../lib/single-click-return';

const CONFIG = {
  demo: true,
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
  oidcLabel: 'Nestlane Demo ID',
  mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
};

const RINA = { id: 'u-rina', name: 'Rina Das', email: 'rina@example.com', image: null };

function stubVisitor(overrides: Record<string, (url: URL) => unknown> = {}) {
  return stubApi({
    '/api/auth/get-session': () => jsonResponse(null),
    '/api/config': () => CONFIG,
    '/api/outbox': () => [],
    ...overrides,
  });
}

/** What the API answers once the provider's callback has set the session cookie. */
function stubSignedIn() {
  return stubApi({
    '/api/auth/get-session': () => ({ user: RINA, session: { id: 's1' } }),
    '/api/user/accessToken': () => ({ token: 'token-rina', expiresIn: 900 }),
    '/api/getuser': () => ({
      _id: RINA.id,
      name: RINA.name,
      email: RINA.email,
      photo: '',
      role: 'user',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
    }),
    '/api/config': () => CONFIG,
    '/api/outbox': () => [],
  });
}

describe('single-click button', () => {
  it.each(['/signIn', '/signUp'])('on %s starts the provider sign-in and follows its page', async (page) => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubVisitor({
      '/api/auth/sign-in/social': () => ({ url: 'http://localhost/api/oidc-demo/auth?x=1', redirect: true }),
    });
    await openApp({ pathname: page, state: { from: { pathname: '/dashboard/wishlist', search: '' } } });

    await user.click(await screen.findByRole('button', { name: 'Continue with Nestlane Demo ID' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/oidc-demo/auth?x=1'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/sign-in/social'));
    const init = (call as unknown[] | undefined)?.[1] as RequestInit | undefined;
    const body = JSON.parse(String(init?.body)) as {
      provider: string;
      callbackURL: string;
      errorCallbackURL: string;
    };
    expect(body.provider).toBe('oidc');
    const callback = new URL(body.callbackURL);
    expect(callback.origin).toBe(window.location.origin);
    expect(callback.pathname).toBe('/signIn');
    expect(callback.searchParams.get('provider')).toBe('done');
    expect(callback.searchParams.get('from')).toBe('/dashboard/wishlist');
    const errorCallback = new URL(body.errorCallbackURL);
    expect(errorCallback.pathname).toBe('/signIn');
    expect(errorCallback.searchParams.get('from')).toBe('/dashboard/wishlist');
    expect(errorCallback.searchParams.has('provider')).toBe(false);
  });
});

describe('back from the provider', () => {
  it('ends signed in with the provider toast, on the remembered page', async () => {
    const fetchMock = stubSignedIn();
    const { router, authStore } = await openApp('/signIn?provider=done&from=%2FforgotPassword');

    expect(await screen.findByText(MESSAGES.providerSignInSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotPassword'));
    expect(authStore.getState().user?.email).toBe(RINA.email);
    expect(localStorage.getItem('access-token')).toBe('token-rina');
    expect(calledUrls(fetchMock).some((url) => url.pathname === '/api/getuser')).toBe(true);
    // One return, one toast.
    expect(screen.getAllByText(MESSAGES.providerSignInSuccess)).toHaveLength(1);
  });

  it('never follows a remembered address of another site', async () => {
    stubSignedIn();
    const { router } = await openApp('/signIn?provider=done&from=%2F%2Fevil.example%2Fx');
    await screen.findByText(MESSAGES.providerSignInSuccess);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says so and stays on sign-in when no session came back', async () => {
    stubVisitor();
    const { router } = await openApp('/signIn?provider=done&from=%2FforgotPassword');
    expect(await screen.findByText(SINGLE_CLICK_MESSAGES.failed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signIn');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('explains an email that belongs to a password account', async () => {
    stubVisitor();
    await openApp('/signIn?from=%2F&error=account_not_linked&error_description=account%20not%20linked');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(SINGLE_CLICK_MESSAGES.accountNotLinked);
    expect(within(main).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Continue with Nestlane Demo ID' })).toBeInTheDocument();
  });

  it('gives any other provider error a general message', async () => {
    stubVisitor();
    await openApp('/signIn?error=access_denied&error_description=%3Cb%3Eno%3C%2Fb%3E');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(SINGLE_CLICK_MESSAGES.failed);
    // Better Auth's description arrives in the URL, so anyone could write it: it is not shown.
    expect(main).not.toHaveTextContent('<b>no</b>');
  });
});

describe('single-click sign-in in Bangla', () => {
  it('offers the provider and explains a failed return in Bangla', async () => {
    await activateLocale('bn');
    stubVisitor();
    await openApp('/signIn?from=%2F&error=account_not_linked&error_description=account%20not%20linked');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'এই ইমেইলে আগে থেকেই পাসওয়ার্ডসহ একটি Nestlane অ্যাকাউন্ট আছে।',
    );
    expect(within(main).getByRole('button', { name: 'Nestlane Demo ID দিয়ে চালিয়ে যান' })).toBeInTheDocument();
    expect(within(main).getByText('অথবা')).toBeInTheDocument();
    expect(SINGLE_CLICK_MESSAGES.failed).toBe('এক ক্লিকে সাইন ইন সম্পন্ন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।');
  });
});
