import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AppNotification, NotificationPage } from '@nestlane/shared';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@nestlane/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, translate } from '../../i18n';
import { refusal, stubApi } from '../../test/api-stub';
import { describeCalls, listCalls, listWrites } from '../../test/calls';
import { readEvents } from './api/notification-stream';
import { EmailPreferences } from './components/email-preferences';
import { NotificationBell } from './components/notification-bell';
import { notificationsMessages } from './messages';
import { UnsubscribePage } from './pages/unsubscribe-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function makeNotification(fields: Partial<AppNotification>): AppNotification {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    kind: 'offer_received',
    title: 'New offer on Lakeside Flat',
    body: '',
    link: '/dashboard/requestedProperties',
    read: false,
    // Two hours before the test runs: the bell tells recent moments relative to now.
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000).toISOString(),
    ...fields,
  };
}

/** A stream the test writes server-sent events into, as the API would. */
function controlledStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

function renderAt(path: string, element: ReactNode, routePath = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/dashboard/*', element: <p>Dashboard page</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('NotificationBell', () => {
  it('shows the unread count, updates it from the stream without a reload, and lists the newest', async () => {
    const older = makeNotification({ _id: 'a', title: 'Your offer on Old Flat was accepted', read: true });
    const first = makeNotification({ _id: 'b', title: 'New offer on Lakeside Flat' });
    let page: NotificationPage = { items: [first, older], total: 2, unread: 1 };
    const stream = controlledStream();
    stubApi({
      '/api/notifications': () => page,
      '/api/notifications/stream': () => stream.response(),
    });
    renderAt('/', <NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    const second = makeNotification({ _id: 'c', title: 'Payment received for Lakeside Flat' });
    page = { items: [second, first, older], total: 3, unread: 2 };
    stream.send('notification', { notification: second, unread: 2 });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Payment received for Lakeside Flat (unread)');
    expect(screen.getByRole('menuitem', { name: /Your offer on Old Flat was accepted/ })).toHaveAttribute(
      'href',
      '/dashboard/requestedProperties',
    );
  });

  it('opening an unread item marks it read and goes to its page; "Mark all as read" marks the rest', async () => {
    const unread = makeNotification({
      _id: 'n1',
      title: 'Your listing is verified',
      link: '/dashboard/addedProperties',
    });
    const fetchMock = stubApi({
      '/api/notifications': () => ({ items: [unread], total: 1, unread: 1 }),
      '/api/notifications/n1/read': () => ({ modifiedCount: 1 }),
      '/api/notifications/read-all': () => ({ modifiedCount: 1 }),
      '/api/notifications/stream': () => controlledStream().response(),
    });
    renderAt('/', <NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(describeCalls(fetchMock)).toContain('POST /api/notifications/read-all'));
    await userEvent.click(screen.getByRole('menuitem', { name: /Your listing is verified/ }));
    expect(await screen.findByText('Dashboard page')).toBeVisible();
    await waitFor(() =>
      expect(listWrites(fetchMock).map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /api/notifications/read-all',
        'POST /api/notifications/n1/read',
      ]),
    );
  });

  it('says so when there is nothing', async () => {
    stubApi({
      '/api/notifications': () => ({ items: [], total: 0, unread: 0 }),
      '/api/notifications/stream': () => controlledStream().response(),
    });
    renderAt('/', <NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('Nothing new yet.')).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
    // The list scrolls when long: it stays keyboard-focusable whatever Radix counts in it (axe's
    // scrollable-region-focusable failed on a list Radix had set to -1).
    expect(screen.getByRole('menu')).toHaveAttribute('tabindex', '0');
  });
});

describe('readEvents', () => {
  it('splits server-sent events and keeps a half-read one for later', () => {
    const seen: string[] = [];
    const rest = readEvents(
      'retry: 5000\n\nevent: ready\ndata: {"unread":2}\n\n: keep-alive\n\nevent: noti',
      (name, data) => seen.push(`${name} ${data}`),
    );
    expect(seen).toEqual(['ready {"unread":2}']);
    expect(rest).toBe('event: noti');
  });
});

describe('EmailPreferences', () => {
  it('shows one switch per kind and saves a change', async () => {
    const email = NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: true }));
    const fetchMock = stubApi({
      '/api/notifications/preferences': () =>
        fetchMock.mock.calls.length > 1
          ? {
              email: email.map((entry) =>
                entry.kind === 'offer_received' ? { ...entry, enabled: false } : entry,
              ),
            }
          : { email },
    });
    renderAt('/', <EmailPreferences />);
    const offers = await screen.findByRole('switch', { name: 'Offers on my listings' });
    expect(offers).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_KINDS.length);
    await userEvent.click(offers);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Offers on my listings' })).not.toBeChecked(),
    );
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: '/api/notifications/preferences',
        body: { email: [{ kind: 'offer_received', enabled: false }] },
      },
    ]);
  });
});

describe('UnsubscribePage', () => {
  it('unsubscribes only after the click (a POST with the token), without signing in', async () => {
    const fetchMock = stubApi({
      '/api/notifications/unsubscribe': () => ({ kind: 'offer_received', label: 'Offers on my listings' }),
    });
    renderAt('/unsubscribe?token=abc.offer_received.sig', <UnsubscribePage />, '/unsubscribe');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(describeCalls(fetchMock)).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are unsubscribed from “Offers on my listings” emails.',
    );
    expect(describeCalls(fetchMock)).toEqual([
      `POST /api/notifications/unsubscribe?token=${encodeURIComponent('abc.offer_received.sig')}`,
    ]);
  });

  it('shows the server’s refusal of a forged link, and asks for a link without a token', async () => {
    stubApi({
      '/api/notifications/unsubscribe': () =>
        refusal(400, 'This unsubscribe link is invalid. Please use the link from the latest email.'),
    });
    const view = renderAt('/unsubscribe?token=forged', <UnsubscribePage />, '/unsubscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is invalid. Please use the link from the latest email.',
    );
    view.unmount();
    renderAt('/unsubscribe', <UnsubscribePage />, '/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
  });
});

describe('Notifications in Bangla', () => {
  it('shows the bell, its count and its list in Bangla', async () => {
    await activateLocale('bn');
    const first = makeNotification({ _id: 'b', title: 'লেকসাইড ফ্ল্যাটে নতুন অফার' });
    const second = makeNotification({ _id: 'c', title: 'লেকসাইড ফ্ল্যাটের পেমেন্ট পাওয়া গেছে' });
    stubApi({
      '/api/notifications': () => ({ items: [second, first], total: 2, unread: 2 }),
      '/api/notifications/read-all': () => ({ modifiedCount: 2 }),
      '/api/notifications/stream': () => controlledStream().response(),
    });
    renderAt('/', <NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'নোটিফিকেশন, ২টি অপঠিত' });
    expect(bell).toHaveTextContent('২');
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('নোটিফিকেশন');
    expect(menu).toHaveTextContent('লেকসাইড ফ্ল্যাটে নতুন অফার (অপঠিত)');
    // How long ago, in Bangla words and digits.
    expect(menu.querySelector('time')?.textContent).toBe('২ ঘণ্টা আগে');
    expect(screen.getByRole('menuitem', { name: 'সব পঠিত হিসেবে চিহ্নিত করুন' })).toBeInTheDocument();
  });

  it('says so in Bangla when there is nothing', async () => {
    await activateLocale('bn');
    stubApi({
      '/api/notifications': () => ({ items: [], total: 0, unread: 0 }),
      '/api/notifications/stream': () => controlledStream().response(),
    });
    renderAt('/', <NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'নোটিফিকেশন, ০টি অপঠিত' }));
    expect(await screen.findByText('এখনো নতুন কিছু নেই।')).toBeVisible();
  });

  it('reads the list again when the language changes, for titles in the new language', async () => {
    let language = 'en';
    const fetchMock = stubApi({
      '/api/notifications': () => ({
        items: [makeNotification({ title: language === 'bn' ? 'নতুন অফার' : 'New offer' })],
        total: 1,
        unread: 1,
      }),
      '/api/notifications/stream': () => controlledStream().response(),
    });
    renderAt('/', <NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const listReads = () => listCalls(fetchMock).filter((call) => call.path === '/api/notifications').length;
    expect(listReads()).toBe(1);

    language = 'bn';
    await act(() => activateLocale('bn'));
    await userEvent.click(await screen.findByRole('button', { name: 'নোটিফিকেশন, ১টি অপঠিত' }));
    expect(await screen.findByRole('menuitem', { name: /নতুন অফার/ })).toBeInTheDocument();
    expect(listReads()).toBe(2);
  });

  it('names each kind of email in Bangla', async () => {
    await activateLocale('bn');
    stubApi({
      '/api/notifications/preferences': () => ({
        email: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: true })),
      }),
    });
    renderAt('/', <EmailPreferences />);
    expect(await screen.findByRole('heading', { name: 'ইমেইল নোটিফিকেশন' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'আমার লিস্টিংয়ে অফার' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'আমার সংরক্ষিত সার্চে নতুন লিস্টিং' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_KINDS.length);
  });

  it('unsubscribes in Bangla, naming the kind in Bangla', async () => {
    await activateLocale('bn');
    stubApi({
      '/api/notifications/unsubscribe': () => ({ kind: 'offer_received', label: 'Offers on my listings' }),
    });
    renderAt('/unsubscribe?token=abc.offer_received.sig', <UnsubscribePage />, '/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'আনসাবস্ক্রাইব' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || আনসাবস্ক্রাইব');
    await userEvent.click(screen.getByRole('button', { name: 'আনসাবস্ক্রাইব করুন' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“আমার লিস্টিংয়ে অফার” ইমেইল থেকে আপনি আনসাবস্ক্রাইব করেছেন।',
    );
    expect(screen.getByRole('link', { name: 'আমার প্রোফাইল খুলুন' })).toHaveAttribute(
      'href',
      '/dashboard/myProfile',
    );
  });
});

describe('The notification kinds’ English', () => {
  it('is NOTIFICATION_KIND_LABELS, word for word', async () => {
    await activateLocale('en');
    for (const kind of NOTIFICATION_KINDS) {
      expect(translate(notificationsMessages, `notifications.kind.${kind}`)).toBe(
        NOTIFICATION_KIND_LABELS[kind],
      );
    }
  });
});
