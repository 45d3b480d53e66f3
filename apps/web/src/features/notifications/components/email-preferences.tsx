import type { NotificationKind } from '@nestlane/shared';
import { useId } from 'react';
import { useT } from '../../../i18n';
import { useEmailPreferences, useSaveEmailPreference } from '../api/notifications';
import { notificationsMessages } from '../messages';

function PreferenceSwitch({
  kind,
  enabled,
  isSaving,
  onChange,
}: {
  kind: NotificationKind;
  enabled: boolean;
  isSaving: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const id = useId();
  const t = useT(notificationsMessages);
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 py-2">
      <label htmlFor={id} className="text-slate-800">
        {t(`notifications.kind.${kind}`)}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={enabled}
        checked={enabled}
        disabled={isSaving}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-strong"
      />
    </li>
  );
}

/**
 * One switch per kind of notification email (GET/PUT /api/notifications/preferences). Meant for
 * My Profile; it stands alone (its own heading and data), so any page can hold it.
 */
export function EmailPreferences() {
  const headingId = useId();
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreference();
  const t = useT(notificationsMessages);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('notifications.email.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('notifications.email.intro')}</p>
      {preferences.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {t('notifications.email.loadError')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {t('notifications.email.saveError')}
        </p>
      )}
      {preferences.data && (
        <ul className="mt-3 divide-y divide-slate-100">
          {preferences.data.email.map(({ kind, enabled }) => (
            <PreferenceSwitch
              key={kind}
              kind={kind}
              enabled={save.isPending && save.variables?.kind === kind ? save.variables.enabled : enabled}
              isSaving={save.isPending && save.variables?.kind === kind}
              onChange={(next) => save.mutate({ kind, enabled: next })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
