import type { AppNotification } from '@nestlane/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatNumber, localizeDigits, useLocale, useT } from '../../../i18n';
import { formatRecentTime } from '../../../lib/format-date-time';
import { openNotificationStream } from '../api/notification-stream';
import { NOTIFICATIONS_KEY, useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { notificationsMessages } from '../messages';

/** While the bell is on the page, new notifications arrive without a reload (decision 030). */
function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
    // 'ready' also follows a reconnection: read the list again for what came meanwhile.
    return openNotificationStream({ onReady: refresh, onNotification: refresh });
  }, [queryClient]);
}

/** When it came: '5 minutes ago', 'yesterday', then its day, in the language being read. */
function useFormatTime() {
  const locale = useLocale();
  return (iso: string) => formatRecentTime(iso, locale);
}

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const t = useT(notificationsMessages);
  const formatTime = useFormatTime();
  return (
    <DropdownMenu.Item asChild onSelect={onOpen}>
      <Link
        to={notification.link}
        className="block rounded-lg px-3 py-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-strong data-[highlighted]:bg-brand-soft"
      >
        <span className="flex items-start gap-2">
          <span
            aria-hidden="true"
            className={`mt-2 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-brand'}`}
          />
          <span className="min-w-0">
            <span className={`block text-sm text-ink ${notification.read ? '' : 'font-bold'}`}>
              {notification.title}
              {notification.read ? null : <span className="sr-only"> {t('notifications.bell.unread')}</span>}
            </span>
            {notification.body && (
              <span className="mt-0.5 block text-sm text-slate-600">{notification.body}</span>
            )}
            <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-slate-600">
              {formatTime(notification.createdAt)}
            </time>
          </span>
        </span>
      </Link>
    </DropdownMenu.Item>
  );
}

/** The bell in the navigation bar: the unread count, the newest notifications, mark read (issue 12). */
export function NotificationBell({ isOverHero = false }: { isOverHero?: boolean }) {
  const notifications = useNotifications(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  useLiveNotifications();
  const t = useT(notificationsMessages);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('notifications.bell.label', { unread: formatNumber(unread) })}
        className={`relative rounded-full p-2 transition hover:bg-slate-100/60 ${isOverHero ? 'text-white' : 'text-ink'}`}
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {localizeDigits(unread > 99 ? '99+' : unread)}
          </span>
        )}
      </DropdownMenu.Trigger>
      {/* Not portalled: the list stays inside the navigation bar's landmark. It scrolls when long, so it is
          always keyboard-focusable itself: Radix's roving focus sets -1 while it counts no item yet (a live
          list, just refreshed), and axe then finds a scrollable region the keyboard cannot reach. Tab does
          nothing inside a Radix menu, so this adds no Tab stop. */}
      <DropdownMenu.Content
        tabIndex={0}
        align="end"
        sideOffset={8}
        className="z-[70] max-h-[min(32rem,80vh)] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenu.Label className="font-bold text-ink">
            {t('notifications.bell.heading')}
          </DropdownMenu.Label>
          {unread > 0 && (
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
              className="cursor-pointer rounded-md px-2 py-1 text-sm font-semibold text-brand-text outline-none focus-visible:outline-2 focus-visible:outline-brand-strong data-[highlighted]:bg-brand-soft"
            >
              {t('notifications.bell.markAll')}
            </DropdownMenu.Item>
          )}
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {notifications.isError && (
          <p className="px-3 py-2 text-sm text-red-700">{t('notifications.bell.loadError')}</p>
        )}
        {notifications.isSuccess && items.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-600">{t('notifications.bell.empty')}</p>
        )}
        {items.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            onOpen={() => {
              if (!notification.read) markRead.mutate(notification._id);
            }}
          />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
