import type { EnquirySummary, EnquiryThread } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { jsonResponse } from '../../../test/api-stub';
import { describeCalls, listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, BUYER_SESSION, stubSession } from '../../../test/stub-session';

const THREAD_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const UNREAD: EnquirySummary = {
  _id: THREAD_ID,
  propertyId: '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
  propertyTitle: 'Lake View Flat',
  side: 'agent',
  otherName: 'Rafi Ahmed',
  lastMessage: 'Is parking included?',
  lastMessageAt: '2026-11-20T09:30:00.000Z',
  isUnread: true,
};
const READ: EnquirySummary = {
  ...UNREAD,
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  propertyTitle: 'Garden Duplex',
  otherName: 'Sadia Islam',
  lastMessage: 'Thanks!',
  lastMessageAt: '2026-11-19T09:30:00.000Z',
  isUnread: false,
};

function makeThread(messages: EnquiryThread['messages'], isOpen = true): EnquiryThread {
  const { isUnread: _isUnread, ...summary } = UNREAD;
  return { ...summary, isOpen, messages };
}

const FIRST_MESSAGE = {
  _id: 'm1',
  senderName: 'Rafi Ahmed',
  isMine: false,
  body: 'Is parking included?',
  createdAt: '2026-11-20T09:30:00.000Z',
};

describe('Enquiries', () => {
  it('lists the threads, newest activity first, the unread one marked', async () => {
    stubSession('agent', AGENT_SESSION, { '/api/enquiries': () => [UNREAD, READ] });
    await openApp('/dashboard/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Enquiry threads' })).getAllByRole(
      'link',
    );
    expect(first).toHaveTextContent('Lake View Flat');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('From Rafi Ahmed');
    expect(first).toHaveAttribute('href', `/dashboard/enquiries/${THREAD_ID}`);
    expect(second).toHaveTextContent('Garden Duplex');
    expect(second).not.toHaveTextContent('Unread');
  });

  it("is a user's My Enquiries, and says so when there are none", async () => {
    stubSession('user', BUYER_SESSION, { '/api/enquiries': () => [] });
    await openApp('/dashboard/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Enquiries' })).toBeInTheDocument();
    expect(await screen.findByText(/No enquiries yet/)).toBeInTheDocument();
  });

  it('shows a thread and sends a reply, which then shows in it', async () => {
    let messages = [FIRST_MESSAGE];
    const fetchMock = stubSession('agent', AGENT_SESSION, {
      '/api/enquiries': () => [UNREAD],
      [`/api/enquiries/${THREAD_ID}`]: () => makeThread(messages),
      [`/api/enquiries/${THREAD_ID}/messages`]: () => {
        messages = [
          ...messages,
          {
            _id: 'm2',
            senderName: AGENT_SESSION.name,
            isMine: true,
            body: 'Yes, one space.',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ];
        return jsonResponse({ enquiryId: THREAD_ID, insertedId: 'm2' }, 201);
      },
    });
    await openApp(`/dashboard/enquiries/${THREAD_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake View Flat' })).toBeInTheDocument();
    expect(screen.getByText('Enquiry from Rafi Ahmed', { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Yes, one space.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      { method: 'POST', path: `/api/enquiries/${THREAD_ID}/messages`, body: { message: 'Yes, one space.' } },
    ]);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Is parking included?'),
      expect.stringMatching(/^You.*Yes, one space\.$/),
    ]);
    expect(describeCalls(fetchMock).filter((call) => call === `GET /api/enquiries/${THREAD_ID}`).length).toBe(
      2,
    );
  });

  it('closes the conversation once the listing is gone', async () => {
    stubSession('agent', AGENT_SESSION, {
      [`/api/enquiries/${THREAD_ID}`]: () => makeThread([FIRST_MESSAGE], false),
      '/api/enquiries': () => [UNREAD],
    });
    await openApp(`/dashboard/enquiries/${THREAD_ID}`);
    expect(await screen.findByText(/the conversation is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });
});

describe('Enquiries in Bangla', () => {
  it('lists the threads in Bangla', async () => {
    await activateLocale('bn');
    stubSession('agent', AGENT_SESSION, { '/api/enquiries': () => [UNREAD, READ] });
    await openApp('/dashboard/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'জিজ্ঞাসা' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || জিজ্ঞাসা');
    const [first] = within(screen.getByRole('list', { name: 'জিজ্ঞাসার তালিকা' })).getAllByRole('link');
    expect(first).toHaveTextContent('অপঠিত');
    expect(first).toHaveTextContent('প্রেরক: Rafi Ahmed');
    expect(first?.querySelector('time')?.textContent).toMatch(/২০২৬/);
  });

  it("is a user's My Enquiries in Bangla, and says so when there are none", async () => {
    await activateLocale('bn');
    stubSession('user', BUYER_SESSION, { '/api/enquiries': () => [] });
    await openApp('/dashboard/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার জিজ্ঞাসা' })).toBeInTheDocument();
    expect(await screen.findByText(/^এখনো কোনো জিজ্ঞাসা নেই।/)).toBeInTheDocument();
  });

  it('shows a thread, checks and sends a reply, all in Bangla', async () => {
    await activateLocale('bn');
    const fetchMock = stubSession('agent', AGENT_SESSION, {
      '/api/enquiries': () => [UNREAD],
      [`/api/enquiries/${THREAD_ID}`]: () => makeThread([FIRST_MESSAGE]),
      [`/api/enquiries/${THREAD_ID}/messages`]: () =>
        jsonResponse({ enquiryId: THREAD_ID, insertedId: 'm2' }, 201),
    });
    await openApp(`/dashboard/enquiries/${THREAD_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake View Flat' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || জিজ্ঞাসা: Lake View Flat');
    expect(screen.getByText('Rafi Ahmed-এর জিজ্ঞাসা', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব জিজ্ঞাসা' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লিস্টিংটি দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'বার্তাগুলো' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'উত্তর পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('একটি বার্তা লিখুন');
    await userEvent.type(screen.getByRole('textbox', { name: 'আপনার উত্তর' }), 'হ্যাঁ, একটি পার্কিং আছে।');
    await userEvent.click(screen.getByRole('button', { name: 'উত্তর পাঠান' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'POST',
        path: `/api/enquiries/${THREAD_ID}/messages`,
        body: { message: 'হ্যাঁ, একটি পার্কিং আছে।' },
      },
    ]);
    expect(await screen.findByText('বার্তা পাঠানো হয়েছে')).toBeInTheDocument();
  });

  it('closes the conversation in Bangla once the listing is gone', async () => {
    await activateLocale('bn');
    stubSession('agent', AGENT_SESSION, {
      [`/api/enquiries/${THREAD_ID}`]: () => makeThread([FIRST_MESSAGE], false),
      '/api/enquiries': () => [UNREAD],
    });
    await openApp(`/dashboard/enquiries/${THREAD_ID}`);
    expect(await screen.findByText(/তাই কথোপকথনটি বন্ধ হয়ে গেছে/)).toBeInTheDocument();
  });
});
