import { MESSAGES } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import type { ApiRoutes } from '../../../test/api-stub';
import { describeCalls } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { ADMIN_SESSION, stubAdmin } from '../../../test/stub-session';
import { makePerson } from '../test-people';

const PEOPLE = [
  makePerson(ADMIN_SESSION.id, ADMIN_SESSION.name, 'admin'),
  makePerson('admin-2', 'Sadia Islam', 'admin'),
  makePerson('user-1', 'Tanvir Ahmed', 'user'),
  makePerson('agent-1', 'Rahim Uddin', 'agent'),
  makePerson('fraud-1', 'Kamal Hossain', 'fraud'),
];

async function openPage(routes: ApiRoutes = {}) {
  const fetchMock = stubAdmin({ '/api/getallUsers': () => PEOPLE, ...routes });
  await openApp('/dashboard/manageUsers');
  const table = await screen.findByRole('table', { name: 'All users' });
  return { fetchMock, table };
}

function findRow(table: HTMLElement, name: string) {
  return within(table).getByRole('row', { name: new RegExp(name) });
}

function buttonsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('Manage Users', () => {
  it('lists name, email and role with the actions each role allows', async () => {
    const { table } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Actions']);
    expect(within(findRow(table, 'Tanvir Ahmed')).getByText('user-1@example.com')).toBeInTheDocument();

    expect(buttonsOf(findRow(table, ADMIN_SESSION.name))).toEqual(['Delete']);
    expect(buttonsOf(findRow(table, 'Sadia Islam'))).toEqual(['Make Agent', 'Delete']);
    expect(buttonsOf(findRow(table, 'Tanvir Ahmed'))).toEqual(['Make Admin', 'Make Agent', 'Delete']);
    expect(buttonsOf(findRow(table, 'Rahim Uddin'))).toEqual(['Make Admin', 'Mark Fraud', 'Delete']);
    const fraudRow = findRow(table, 'Kamal Hossain');
    expect(buttonsOf(fraudRow)).toEqual(['Delete']);
    expect(within(fraudRow).getByText('Fraud')).toBeInTheDocument();
    expect(within(findRow(table, 'Rahim Uddin')).queryByText('Fraud')).not.toBeInTheDocument();
  });

  it('lets an email wrap only after the @ and before a dot, never mid-word', async () => {
    const { table } = await openPage();
    const email = within(findRow(table, 'Tanvir Ahmed')).getByText('user-1@example.com');
    const cell = email.closest('td') as HTMLElement;
    expect(cell.className).not.toContain('break-all');
    expect(getComputedStyle(email).wordBreak).not.toBe('break-all');
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
  });

  it('makes a user admin after the confirmation, toasts and refetches', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage({ '/api/changeRole/user-1': () => ({ modifiedCount: 1 }) });
    await user.click(
      within(findRow(table, 'Tanvir Ahmed')).getByRole('button', { name: 'Make Admin: Tanvir Ahmed' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('You Want to Make Tanvir Ahmed Admin!');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Make Admin!' }));

    await settleApp();
    expect(await screen.findByText('Tanvir Ahmed is a Admin Now')).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('PATCH /api/changeRole/user-1?role=admin');
    await waitFor(() =>
      expect(describeCalls(fetchMock).filter((call) => call === 'GET /api/getallUsers')).toHaveLength(2),
    );
  });

  it("names each row's buttons by its person and keeps focus in the row after a promotion", async () => {
    const user = userEvent.setup();
    let people = PEOPLE;
    const { table } = await openPage({
      '/api/getallUsers': () => people,
      '/api/changeRole/user-1': () => {
        people = people.map((person) => (person._id === 'user-1' ? { ...person, role: 'admin' } : person));
        return { modifiedCount: 1 };
      },
    });
    const row = findRow(table, 'Tanvir Ahmed');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Make Admin: Tanvir Ahmed', 'Make Agent: Tanvir Ahmed', 'Delete: Tanvir Ahmed']);

    within(row).getByRole('button', { name: 'Make Admin: Tanvir Ahmed' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yes, Make Admin!' }));
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: /^Make Admin/ })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Make Agent: Tanvir Ahmed' })).toHaveFocus(),
    );
  });

  it('makes a user agent with its own dialog text and toast', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage({ '/api/changeRole/user-1': () => ({ modifiedCount: 1 }) });
    await user.click(
      within(findRow(table, 'Tanvir Ahmed')).getByRole('button', { name: 'Make Agent: Tanvir Ahmed' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('You Want to Make Tanvir Ahmed Agent!');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Make Agent!' }));
    await settleApp();
    expect(await screen.findByText('Tanvir Ahmed is a Agent Now')).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('PATCH /api/changeRole/user-1?role=agent');
  });

  it('marks an agent fraud with their email', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage({ '/api/makeFraud/agent-1': () => ({ modifiedCount: 1 }) });
    await user.click(
      within(findRow(table, 'Rahim Uddin')).getByRole('button', { name: 'Mark Fraud: Rahim Uddin' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(/You Want to Mark Rahim Uddin As Fraud!/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Mark Fraud!' }));
    await settleApp();
    expect(await screen.findByText(MESSAGES.userModified)).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain(
      `PATCH /api/makeFraud/agent-1?${new URLSearchParams({ role: 'fraud', email: 'agent-1@example.com' })}`,
    );
  });

  it('deletes a user after the confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage({ '/api/delete-User/user-1': () => ({ deletedCount: 1 }) });
    await user.click(
      within(findRow(table, 'Tanvir Ahmed')).getByRole('button', { name: 'Delete: Tanvir Ahmed' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(/You Want to Delete Tanvir Ahmed!/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(await screen.findByText('Tanvir Ahmed Has Been Deleted')).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('DELETE /api/delete-User/user-1');
  });

  it('does nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage();
    await user.click(
      within(findRow(table, 'Tanvir Ahmed')).getByRole('button', { name: 'Delete: Tanvir Ahmed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('tells the admin they cannot delete their own account, without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock, table } = await openPage();
    await user.click(
      within(findRow(table, ADMIN_SESSION.name)).getByRole('button', {
        name: `Delete: ${ADMIN_SESSION.name}`,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    await settleApp();
    expect(await screen.findByText(MESSAGES.cannotDeleteSelf)).toBeInTheDocument();
    expect(describeCalls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it("shows the server's refusal as a toast", async () => {
    const user = userEvent.setup();
    const { table } = await openPage({
      '/api/changeRole/user-1': () =>
        new Response(
          JSON.stringify({ statusCode: 409, code: 'CONFLICT', message: 'Tanvir Ahmed is already an agent' }),
          {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    await user.click(
      within(findRow(table, 'Tanvir Ahmed')).getByRole('button', { name: 'Make Agent: Tanvir Ahmed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Make Agent!' }));
    await settleApp();
    expect(await screen.findByText('Tanvir Ahmed is already an agent')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'All users' })).toBeInTheDocument();
  });
});

describe('Manage Users in Bangla', () => {
  it('shows the table, the roles and the buttons in Bangla', async () => {
    await activateLocale('bn');
    stubAdmin({ '/api/getallUsers': () => PEOPLE });
    await openApp('/dashboard/manageUsers');
    const table = await screen.findByRole('table', { name: 'সব ব্যবহারকারী' });
    expect(screen.getByRole('heading', { level: 1, name: 'ব্যবহারকারী ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || ব্যবহারকারী ব্যবস্থাপনা');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['নাম', 'ইমেইল', 'ভূমিকা', 'অ্যাকশন']);
    const row = findRow(table, 'Tanvir Ahmed');
    expect(within(row).getByText('ব্যবহারকারী')).toBeInTheDocument();
    expect(buttonsOf(row)).toEqual(['অ্যাডমিন করুন', 'এজেন্ট করুন', 'মুছে ফেলুন']);
    expect(within(row).getByRole('button', { name: 'অ্যাডমিন করুন: Tanvir Ahmed' })).toBeInTheDocument();
    expect(buttonsOf(findRow(table, 'Rahim Uddin'))).toEqual(['অ্যাডমিন করুন', 'প্রতারক চিহ্নিত করুন', 'মুছে ফেলুন']);
    const fraudRow = findRow(table, 'Kamal Hossain');
    expect(within(fraudRow).getAllByText('প্রতারক')).toHaveLength(2);
  });

  it('asks in Bangla and toasts the new role in Bangla', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    const fetchMock = stubAdmin({
      '/api/getallUsers': () => PEOPLE,
      '/api/changeRole/user-1': () => ({ modifiedCount: 1 }),
      '/api/delete-User/agent-1': () => ({ deletedCount: 1 }),
    });
    await openApp('/dashboard/manageUsers');
    const table = await screen.findByRole('table', { name: 'সব ব্যবহারকারী' });
    await user.click(
      within(findRow(table, 'Tanvir Ahmed')).getByRole('button', { name: 'অ্যাডমিন করুন: Tanvir Ahmed' }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('আপনি Tanvir Ahmed-কে অ্যাডমিন করতে চান!');
    await user.click(within(dialog).getByRole('button', { name: 'হ্যাঁ, অ্যাডমিন করুন!' }));
    await settleApp();
    expect(await screen.findByText('Tanvir Ahmed এখন অ্যাডমিন')).toBeInTheDocument();
    expect(describeCalls(fetchMock)).toContain('PATCH /api/changeRole/user-1?role=admin');

    await user.click(
      within(findRow(table, 'Rahim Uddin')).getByRole('button', { name: 'মুছে ফেলুন: Rahim Uddin' }),
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'আপনি Rahim Uddin-কে মুছে ফেলতে চান! এটি আর ফেরানো যাবে না।',
    );
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন!' }));
    await settleApp();
    expect(await screen.findByText('Rahim Uddin-কে মুছে ফেলা হয়েছে')).toBeInTheDocument();
  });
});
