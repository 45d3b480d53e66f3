import { Trans } from '@lingui/react';
import { cancelReasonSchema, type Viewing } from '@nestlane/shared';
import { type FormEvent, useId, useState } from 'react';
import { ReasonForm } from '../../../components/reason-form';
import { useLocale, useT, valueLabel } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date-time';
import { runAction } from '../../../lib/run-action';
import { useChangeViewing } from '../api/change-viewing';
import { viewingsMessages } from '../messages';

/** A status as English readers have always read it; Bangla from the common catalog (valueLabel). */
const STATUS_LABELS: Record<Viewing['status'], string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const STATUS_CLASSES: Record<Viewing['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  declined: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** The agent's choice: one of the proposed times, then confirm; or decline. */
function DecideViewing({ viewing }: { viewing: Viewing }) {
  const change = useChangeViewing();
  // A time already gone cannot be confirmed (the server refuses it): it shows, disabled.
  const [now] = useState(() => Date.now());
  const isPast = (time: string) => Date.parse(time) <= now;
  const [time, setTime] = useState(viewing.proposedTimes.find((proposed) => !isPast(proposed)) ?? '');
  const name = useId();
  const t = useT(viewingsMessages);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    await runAction(
      () => change.mutateAsync({ id: viewing._id, action: 'confirm', time }),
      t('viewings.confirmed'),
    );
  }

  return (
    <form onSubmit={confirm} className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">{t('viewings.chooseTime')}</legend>
        <div className="space-y-2">
          {viewing.proposedTimes.map((proposed) => (
            <label key={proposed} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={name}
                value={proposed}
                checked={time === proposed}
                disabled={isPast(proposed)}
                onChange={() => setTime(proposed)}
                className="size-4"
              />
              {formatDateTime(proposed)}
              {isPast(proposed) && ` ${t('viewings.passed')}`}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={change.isPending || time === ''}>
          {t('viewings.confirm')}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={change.isPending}
          onClick={() =>
            runAction(
              () => change.mutateAsync({ id: viewing._id, action: 'decline' }),
              t('viewings.declined'),
            )
          }
        >
          {t('viewings.decline')}
        </button>
      </div>
    </form>
  );
}

/** Either side cancels a requested or confirmed viewing, and must say why. */
function CancelViewing({ viewing }: { viewing: Viewing }) {
  const change = useChangeViewing();
  const t = useT(viewingsMessages);
  return (
    <ReasonForm
      openLabel={t('viewings.cancel')}
      reasonLabel={t('viewings.cancelReason')}
      submitLabel={t('viewings.cancelThis')}
      keepLabel={t('viewings.keep')}
      isPending={change.isPending}
      schema={cancelReasonSchema}
      onSubmit={(reason) =>
        runAction(
          () => change.mutateAsync({ id: viewing._id, action: 'cancel', reason }),
          t('viewings.cancelled'),
        )
      }
    />
  );
}

/** One viewing as its buyer or its agent sees it, with what that side may do next. */
export function ViewingCard({ viewing }: { viewing: Viewing }) {
  const isAgent = viewing.side === 'agent';
  const canCancel = viewing.status === 'requested' || viewing.status === 'confirmed';
  const t = useT(viewingsMessages);
  const locale = useLocale();
  return (
    <article
      aria-labelledby={`viewing-${viewing._id}`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`viewing-${viewing._id}`} className="text-lg font-bold text-ink">
            {viewing.propertyTitle}
          </h2>
          <p className="text-sm text-slate-700">
            {isAgent
              ? t('viewings.requestedBy', { name: viewing.otherName })
              : t('viewings.with', { name: viewing.otherName })}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[viewing.status]}`}>
          {locale === 'en' ? STATUS_LABELS[viewing.status] : valueLabel('viewing', viewing.status)}
        </span>
      </header>
      {viewing.confirmedTime ? (
        <p className="font-semibold text-ink">
          <Trans
            id="viewings.visitOn"
            values={{ time: formatDateTime(viewing.confirmedTime) }}
            components={{ 0: <time dateTime={viewing.confirmedTime} /> }}
          />
        </p>
      ) : (
        !(isAgent && viewing.status === 'requested') && (
          <div>
            <p className="text-sm font-bold text-ink">{t('viewings.proposedTimes')}</p>
            <ul className="list-disc pl-5 text-slate-800">
              {viewing.proposedTimes.map((time) => (
                <li key={time}>
                  <time dateTime={time}>{formatDateTime(time)}</time>
                </li>
              ))}
            </ul>
          </div>
        )
      )}
      {viewing.message && <p className="whitespace-pre-line text-slate-700">“{viewing.message}”</p>}
      {viewing.status === 'cancelled' && viewing.cancelReason && (
        <p className="text-slate-700">
          {viewing.cancelledBy === viewing.side
            ? t('viewings.cancelledByYou', { reason: viewing.cancelReason })
            : t('viewings.cancelledBy', { name: viewing.otherName, reason: viewing.cancelReason })}
        </p>
      )}
      {isAgent && viewing.status === 'requested' && <DecideViewing viewing={viewing} />}
      {canCancel && <CancelViewing viewing={viewing} />}
    </article>
  );
}
