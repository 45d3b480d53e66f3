import { MESSAGES, type PendingAgentRequest } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { stubAdmin } from '../../../test/stub-session';

function makeRequest(id: string, name: string): PendingAgentRequest {
  return {
    _id: id,
    name,
    email: `${id}@example.com`,
    photo: '',
    role: 'user',
    twitter: 'https://x.com/someone',
    facebook: 'https://facebook.com/someone',
    linkedin: 'https://linkedin.com/in/someone',
    whatsapp: '01711000000',
    requestDate: '2025-01-02T10:00:00.000Z',
  };
}

describe('Agent Request', () => {
  it("says 'No Agent Request' when nobody is waiting", async () => {
    stubAdmin({ '/api/agentReq': () => [] });
    await openApp('/dashboard/agentRequest');
    expect(await screen.findByText(MESSAGES.noAgentRequest)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Request' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists requests with the requested role and makes the applicant agent after the confirmation', async () => {
    const user = userEvent.setup();
    let requests = [makeRequest('user-1', 'Mitu Das'), makeRequest('user-2', 'Arif Khan')];
    const fetchMock = stubAdmin({
      '/api/agentReq': () => requests,
      '/api/changeRole/user-1': () => {
        requests = requests.filter((request) => request._id !== 'user-1');
        return { modifiedCount: 1 };
      },
    });
    await openApp('/dashboard/agentRequest');
    const table = await screen.findByRole('table', { name: 'Agent requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Requested Role', 'Action']);
    const row = within(table).getByRole('row', { name: /Mitu Das/ });
    expect(within(row).getByText('AGENT')).toBeInTheDocument();
    expect(within(row).getByText('user-1@example.com')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Make Agent: Mitu Das' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('You Want to Make The User Agent!');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Make Agent!' }));

    await settleApp();
    expect(await screen.findByText('Mitu Das is a Agent Now')).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('PATCH /api/changeRole/user-1?role=agent');
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Mitu Das/ })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('row', { name: /Arif Khan/ })).toBeInTheDocument();
  });
});

describe('Agent Request in Bangla', () => {
  it('lists requests in Bangla and toasts the new agent in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    stubAdmin({
      '/api/agentReq': () => [makeRequest('user-1', 'Mitu Das')],
      '/api/changeRole/user-1': () => ({ modifiedCount: 1 }),
    });
    await openApp('/dashboard/agentRequest');
    const table = await screen.findByRole('table', { name: 'এজেন্ট হওয়ার অনুরোধসমূহ' });
    expect(screen.getByRole('heading', { level: 1, name: 'এজেন্ট হওয়ার অনুরোধ' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['নাম', 'ইমেইল', 'ভূমিকা', 'অনুরোধ করা ভূমিকা', 'অ্যাকশন']);
    const row = within(table).getByRole('row', { name: /Mitu Das/ });
    expect(within(row).getByText('ব্যবহারকারী')).toBeInTheDocument();
    expect(within(row).getByText('এজেন্ট')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'এজেন্ট করুন: Mitu Das' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('আপনি এই ব্যবহারকারীকে এজেন্ট করতে চান!');
    await user.click(within(dialog).getByRole('button', { name: 'হ্যাঁ, এজেন্ট করুন!' }));
    await settleApp();
    expect(await screen.findByText('Mitu Das এখন এজেন্ট')).toBeInTheDocument();
  });
});
