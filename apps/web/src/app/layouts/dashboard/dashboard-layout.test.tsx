import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '../../../test/render-app';
import { stubAgent } from '../../../test/stub-session';

const NOTIFICATIONS = {
  items: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      kind: 'enquiry_received',
      title: 'New message about Lakeside Flat',
      body: '',
      link: '/dashboard/enquiries/e-1',
      read: false,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
  total: 1,
  unread: 1,
};

describe('the dashboard layout', () => {
  it('has one notification bell above every page, whatever the screen size', async () => {
    stubAgent({ '/api/notifications': () => NOTIFICATIONS });
    await openApp('/dashboard/myProfile');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toBeVisible();
    const bar = bell.closest('header');
    if (!bar) throw new Error('the bell is not in the bar above the page');
    expect(screen.getAllByRole('button', { name: /^Notifications/ })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Open dashboard menu' })).toBeInTheDocument();
  });
});
