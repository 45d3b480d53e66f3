import type { EmailPreferences, Locale, NotificationKind, NotificationPage } from '@nestlane/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../i18n';
import { fetchJson } from '../../../lib/api-client';

/** Everything the bell shows sits under this key; the live stream invalidates it. */
export const NOTIFICATIONS_KEY = 'notifications';
export const EMAIL_PREFERENCES_KEY = 'notificationEmailPreferences';
/** The bell lists the newest this many. */
export const BELL_LIMIT = 10;

/**
 * The server writes each notification's title and body in the reader's language (the language cookie), so
 * the list is one per language: a switch reads it again.
 */
export function notificationsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [NOTIFICATIONS_KEY, BELL_LIMIT, locale],
    queryFn: () => fetchJson<NotificationPage>(`/notifications?limit=${BELL_LIMIT}`),
  });
}

export function useNotifications(isEnabled: boolean) {
  const locale = useLocale();
  return useQuery({ ...notificationsQueryOptions(locale), enabled: isEnabled });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
}

/** POST /api/notifications/{id}/read (own only). */
export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) =>
      fetchJson<{ modifiedCount: number }>(`/notifications/${encodeURIComponent(id)}/read`, {
        method: 'POST',
      }),
    onSettled: invalidate,
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => fetchJson<{ modifiedCount: number }>('/notifications/read-all', { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useEmailPreferences() {
  return useQuery({
    queryKey: [EMAIL_PREFERENCES_KEY],
    queryFn: () => fetchJson<EmailPreferences>('/notifications/preferences'),
  });
}

/** PUT /api/notifications/preferences with one switch; the answer is every switch as saved. */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: NotificationKind; enabled: boolean }) =>
      fetchJson<EmailPreferences>('/notifications/preferences', {
        method: 'PUT',
        body: JSON.stringify({ email: [change] }),
      }),
    onSuccess: (saved) => queryClient.setQueryData([EMAIL_PREFERENCES_KEY], saved),
  });
}

/** POST /api/notifications/unsubscribe?token= (no sign-in: the token is signed by the server). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      fetchJson<{ kind: NotificationKind; label: string }>(
        `/notifications/unsubscribe?${new URLSearchParams({ token })}`,
        { method: 'POST' },
      ),
  });
}
