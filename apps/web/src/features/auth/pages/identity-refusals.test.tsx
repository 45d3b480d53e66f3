/**
 * Issue 10: refusals about who may sign in, and from where, say why (decision 013). A page opened at
 * an untrusted origin is told where to open Nestlane and is not signed out; a suspended (fraud)
 * account is signed out and the sign-in page says why; too many attempts say to wait.
 */
import { IDENTITY_CODES, IDENTITY_MESSAGES, MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installSessionEndHandler } from '../../../app/session-end';
import { activateLocale } from '../../../i18n';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { type ApiRoutes, countedResponse, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { renderApp } from '../../../test/render-app';
import { AGENT_SESSION, stubAdmin, stubSession } from '../../../test/stub-session';

const UNTRUSTED = IDENTITY_MESSAGES.untrustedOrigin('http://192.168.1.9:3000', 'http://localhost:3000');

function refuse(status: number, code: string, message: string) {
  return () => jsonResponse({ statusCode: status, code, message }, status);
}

/**
 * The app as main.tsx wires it: a 401/403 really signs out and opens the sign-in page. The handler is
 * installed before the session read answers.
 */
function renderWired(path: string) {
  const view = renderApp(path);
  installSessionEndHandler(view.router, view.authStore, setUnauthorizedHandler);
  return view;
}

function stubVisitor(routes: ApiRoutes) {
  return stubApi({ '/api/auth/get-session': () => jsonResponse(null), ...routes });
}

async function signIn(email = 'kamal@nestlane.test') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Agent@123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in', () => {
  it.each([
    ['a page at an untrusted origin', refuse(403, IDENTITY_CODES.untrustedOrigin, UNTRUSTED), UNTRUSTED],
    [
      'a suspended account',
      refuse(403, IDENTITY_CODES.accountFlagged, IDENTITY_MESSAGES.accountSuspended),
      IDENTITY_MESSAGES.accountSuspended,
    ],
    [
      'too many attempts',
      refuse(429, 'RATE_LIMITED', 'Too many attempts. Please wait 5 minutes and try again.'),
      'Too many attempts. Please wait 5 minutes and try again.',
    ],
  ])("shows why for %s, not 'Invalid Email And Password'", async (_case, answer, message) => {
    stubVisitor({ '/api/auth/sign-in/email': answer });
    renderWired('/signIn');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(MESSAGES.invalidCredentials)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("still says 'Invalid Email And Password' for a wrong password", async () => {
    stubVisitor({
      '/api/auth/sign-in/email': refuse(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    });
    renderWired('/signIn');
    await signIn();
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('signing up', () => {
  it("shows an untrusted origin's refusal instead of failing silently", async () => {
    const user = userEvent.setup();
    stubVisitor({ '/api/auth/sign-up/email': refuse(403, IDENTITY_CODES.untrustedOrigin, UNTRUSTED) });
    renderWired('/signUp');
    await user.type(await screen.findByLabelText('Name'), 'Nadia Karim');
    await user.type(screen.getByLabelText('Email'), 'nadia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Nadia@123');
    await user.click(screen.getByRole('button', { name: 'Sign UP' }));
    expect(await screen.findByText(UNTRUSTED)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signUpSuccess)).not.toBeInTheDocument();
  });
});

describe('single-click sign-in of a suspended account', () => {
  it('comes back to the sign-in page, which says why', async () => {
    stubVisitor({});
    renderWired(`/signIn?from=%2F&error=${IDENTITY_CODES.accountFlagged}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.accountSuspended);
  });
});

describe('a session of a suspended account', () => {
  const suspended = refuse(403, IDENTITY_CODES.accountFlagged, IDENTITY_MESSAGES.accountSuspended);

  it('is signed out when the page opens, and the sign-in page says why', async () => {
    const fetchMock = stubSession('fraud', AGENT_SESSION, {
      '/api/user/accessToken': suspended,
      '/api/auth/sign-out': () => ({ success: true }),
    });
    const { router } = renderWired('/dashboard/myProfile');
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.accountSuspended);
    expect(router.state.location.pathname).toBe('/signIn');
    expect(describeCalls(fetchMock)).toContain('POST /api/auth/sign-out');
  });

  it('is signed out by any call that answers ACCOUNT_FLAGGED, and told why', async () => {
    const fetchMock = stubSession('agent', AGENT_SESSION, {
      '/api/getuser': suspended,
      '/api/auth/sign-out': () => ({ success: true }),
    });
    const { router } = renderWired('/dashboard/myProfile');
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.accountSuspended);
    expect(router.state.location.pathname).toBe('/signIn');
    expect(describeCalls(fetchMock)).toContain('POST /api/auth/sign-out');
  });
});

describe('a write from a page at an untrusted origin', () => {
  it("shows the server's message and keeps the person signed in", async () => {
    const user = userEvent.setup();
    const pending = makeProperty({ propertyVerificationStatus: 'pending', propertyTitle: 'Lakeside Home' });
    const fetchMock = stubAdmin({
      '/api/getProperties': () => countedResponse([pending], { 'X-Total-Count': 1 }),
      [`/api/updateStatus/${pending._id}`]: refuse(403, IDENTITY_CODES.untrustedOrigin, UNTRUSTED),
      '/api/auth/sign-out': () => ({ success: true }),
    });
    const { router } = renderWired('/dashboard/manageProperties');
    const table = await screen.findByRole('table', { name: 'All properties' });
    await user.click(within(table).getByRole('button', { name: 'Verify Lakeside Home' }));

    expect(await screen.findByText(UNTRUSTED)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Verify Lakeside Home' })).toBeEnabled(),
    );
    expect(router.state.location.pathname).toBe('/dashboard/manageProperties');
    expect(describeCalls(fetchMock)).not.toContain('POST /api/auth/sign-out');
  });
});

describe('signing in, in Bangla', () => {
  async function signInInBangla() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ইমেইল'), 'kamal@nestlane.test');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'Agent@123');
    await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
  }

  it("toasts the spec's 'Invalid Email And Password' in Bangla", async () => {
    await activateLocale('bn');
    stubVisitor({
      '/api/auth/sign-in/email': refuse(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    });
    renderWired('/signIn');
    await signInInBangla();
    expect(await screen.findByText('ইমেইল বা পাসওয়ার্ড সঠিক নয়')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidCredentials)).not.toBeInTheDocument();
  });

  it('says in Bangla why a suspended account cannot sign in', async () => {
    await activateLocale('bn');
    stubVisitor({
      '/api/auth/sign-in/email': refuse(
        403,
        IDENTITY_CODES.accountFlagged,
        IDENTITY_MESSAGES.accountSuspended,
      ),
    });
    renderWired('/signIn');
    await signInInBangla();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nestlane-এর একজন অ্যাডমিন আপনার অ্যাকাউন্ট স্থগিত করেছেন',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeInTheDocument();
  });
});
