import { MESSAGES } from '@nestlane/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import { calledUrls, jsonResponse, refusal, stubApi } from '../../../test/api-stub';
import { openApp, settleApp } from '../../../test/render-app';
import { DEMO_INBOX_MESSAGES } from './demo-inbox-page';
import { FORGOT_PASSWORD_MESSAGES } from './forgot-password-page';
import { RESET_PASSWORD_MESSAGES } from './reset-password-page';

const CONFIG = {
  demo: true,
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
  oidcLabel: null,
  mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
};
const UNUSABLE_LINK = 'This password reset link is invalid, used or expired. Please ask for a new one.';

function stubVisitor(routes: Record<string, (url: URL) => unknown> = {}) {
  return stubApi({
    '/api/auth/get-session': () => jsonResponse(null),
    '/api/config': () => CONFIG,
    ...routes,
  });
}

function mail(to: string, token: string) {
  return {
    to,
    subject: 'Reset your Nestlane password',
    text: `Hello,\nTo choose a new password, open:\n${window.location.origin}/resetPassword?token=${token}`,
    link: `${window.location.origin}/resetPassword?token=${token}`,
    sentAt: new Date(Date.now() - 5 * 60 * 1000 - 1000).toISOString(),
  };
}

/** The JSON body fetch sent to a path. */
function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return JSON.parse(String(((call as unknown[] | undefined)?.[1] as RequestInit | undefined)?.body));
}

describe('forgot password', () => {
  async function askForLink(routes: Record<string, (url: URL) => unknown>) {
    const user = userEvent.setup();
    const fetchMock = stubVisitor({
      '/api/auth/request-password-reset': () => ({ status: true }),
      ...routes,
    });
    await openApp('/forgotPassword');
    await user.type(await screen.findByLabelText('Email'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGES.linkSent);
    return fetchMock;
  }

  it('asks for the link, confirms, and offers the demo inbox in demo mode', async () => {
    const fetchMock = await askForLink({ '/api/outbox': () => [] });
    expect(sentBody(fetchMock, '/request-password-reset')).toEqual({
      email: 'rina@example.com',
      redirectTo: '/resetPassword',
    });
    expect(await screen.findByRole('link', { name: 'Open the demo inbox' })).toHaveAttribute(
      'href',
      '/demoInbox?to=rina%40example.com',
    );
  });

  it('offers no demo inbox when the server has none', async () => {
    const fetchMock = await askForLink({});
    await waitFor(() =>
      expect(calledUrls(fetchMock).some((url) => url.pathname === '/api/outbox')).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Open the demo inbox' })).not.toBeInTheDocument();
  });

  it('checks the email before calling anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubVisitor({ '/api/outbox': () => [] });
    await openApp('/forgotPassword');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailRequired);
    expect(calledUrls(fetchMock).some((url) => url.pathname.includes('request-password-reset'))).toBe(false);
  });
});

describe('demo inbox', () => {
  it("shows one address's mail with its link into the app", async () => {
    stubVisitor({
      '/api/outbox': () => [mail('other@example.com', 'other'), mail('rina@example.com', 'abc')],
    });
    await openApp('/demoInbox?to=rina%40example.com');
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(1);
    expect(within(items[0] as HTMLElement).getByText(/To rina@example.com/)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      '/resetPassword?token=abc',
    );
    expect(document.title).toBe('Nestlane || Demo Inbox');
  });

  it('waits for a mail that is not written yet', async () => {
    let answers = 0;
    stubVisitor({
      '/api/outbox': () => {
        answers += 1;
        return answers === 1 ? [] : [mail('rina@example.com', 'late')];
      },
    });
    // The page looks again on its own clock: move that clock to its next timer until it has, instead of
    // racing a wait against its interval. The clock also runs on by itself, so the other waits still work.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openApp('/demoInbox?to=rina%40example.com');
      expect(screen.getByText(DEMO_INBOX_MESSAGES.empty)).toBeInTheDocument();
      while (answers < 2) await act(() => vi.advanceTimersToNextTimerAsync());
      await settleApp();
      expect(screen.getByRole('link', { name: 'Open link' })).toHaveAttribute(
        'href',
        '/resetPassword?token=late',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says there is none outside demo mode', async () => {
    stubVisitor({
      '/api/config': () => ({ ...CONFIG, demo: false }),
      '/api/outbox': () => refusal(404, 'No API route for GET /api/outbox'),
    });
    await openApp('/demoInbox');
    expect(await screen.findByText(DEMO_INBOX_MESSAGES.unavailable)).toBeInTheDocument();
  });

  it('says why when the demo refuses to show its inbox to another machine', async () => {
    const why =
      'The demo inbox holds everyone’s password-reset links, so it opens only on the machine that runs it.';
    stubVisitor({ '/api/outbox': () => refusal(404, why) });
    await openApp('/demoInbox');
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.queryByText(DEMO_INBOX_MESSAGES.unavailable)).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  async function submitNewPassword(password: string, routes: Record<string, (url: URL) => unknown> = {}) {
    const user = userEvent.setup();
    const fetchMock = stubVisitor(routes);
    const view = await openApp('/resetPassword?token=tok-1');
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    return { ...view, fetchMock };
  }

  it('applies the password rules before calling the server', async () => {
    const { fetchMock } = await submitNewPassword('abcdef12');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordWeak);
    expect(calledUrls(fetchMock).some((url) => url.pathname.includes('reset-password'))).toBe(false);
  });

  it("shows the server's message for a used or expired link", async () => {
    await submitNewPassword('Rina@1234', {
      '/api/auth/reset-password': () => jsonResponse({ code: 'BAD_REQUEST', message: UNUSABLE_LINK }, 400),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNUSABLE_LINK);
  });

  it('sends the token and the new password, then goes to sign in', async () => {
    const { fetchMock, router } = await submitNewPassword('Rina@1234', {
      '/api/auth/reset-password': () => ({ status: true }),
    });
    expect(await screen.findByText(RESET_PASSWORD_MESSAGES.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(sentBody(fetchMock, '/reset-password')).toEqual({ newPassword: 'Rina@1234', token: 'tok-1' });
  });
});

describe('forgot password and the demo inbox in Bangla', () => {
  it('asks for the link, confirms and opens the demo inbox in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubVisitor({
      '/api/auth/request-password-reset': () => ({ status: true }),
      '/api/outbox': () => [mail('rina@example.com', 'tok-1')],
    });
    await openApp('/forgotPassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'পাসওয়ার্ড ভুলে গেছেন' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || পাসওয়ার্ড ভুলে গেছেন');
    await user.type(screen.getByLabelText('ইমেইল'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'রিসেট লিংক পাঠান' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'এই ইমেইলে কোনো অ্যাকাউন্ট থাকলে নতুন পাসওয়ার্ড দেওয়ার একটি লিংক পাঠানো হচ্ছে।',
    );
    await user.click(screen.getByRole('link', { name: 'ডেমো ইনবক্স খুলুন' }));
    await settleApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'ডেমো ইনবক্স' })).toBeInTheDocument();
    const recipient = screen.getByText('rina@example.com', { selector: 'strong' });
    expect(recipient.parentElement).toHaveTextContent('rina@example.com-এর মেইল। সব মেইল দেখুন');
    const sent = screen.getByText((_text, element) => element?.tagName === 'TIME');
    expect(sent.textContent).toBe('৫ মিনিট আগে');
    expect(screen.getByRole('link', { name: 'লিংক খুলুন' })).toHaveAttribute(
      'href',
      '/resetPassword?token=tok-1',
    );
  });

  it('says in Bangla that a reset link is missing, and words the form', async () => {
    await activateLocale('bn');
    stubVisitor();
    await openApp('/resetPassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'পাসওয়ার্ড রিসেট' })).toBeInTheDocument();
    expect(
      screen.getByText('এই রিসেট লিংকটি সঠিক নয় বা এর মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন লিংক চেয়ে নিন।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন লিংক চান' })).toHaveAttribute('href', '/forgotPassword');
  });
});
