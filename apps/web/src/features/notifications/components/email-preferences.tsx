import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@nestlane/shared';
import { useId } from 'react';
import { useEmailPreferences, useSaveEmailPreference } from '../api/notifications';

export const EMAIL_PREFERENCES_MESSAGES = {
  heading: 'Email notifications',
  intro: 'Choose what we also send you by email. The bell always shows everything.',
  loadError: 'Your email settings could not be loaded.',
  saveError: 'That change was not saved. Please try again.',
} as const;

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
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 py-2">
      <label htmlFor={id} className="text-slate-800">
        {NOTIFICATION_KIND_LABELS[kind]}
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
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {EMAIL_PREFERENCES_MESSAGES.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{EMAIL_PREFERENCES_MESSAGES.intro}</p>
      {preferences.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {EMAIL_PREFERENCES_MESSAGES.loadError}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {EMAIL_PREFERENCES_MESSAGES.saveError}
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
