import { cancelReasonSchema, type Viewing } from '@nestlane/shared';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField } from '../../../components/form-field';
import { formatDateTime } from '../../../lib/format-date-time';
import { runAction } from '../../../lib/run-action';
import { useChangeViewing } from '../api/change-viewing';

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

  async function confirm(event: FormEvent) {
    event.preventDefault();
    await runAction(
      () => change.mutateAsync({ id: viewing._id, action: 'confirm', time }),
      'Viewing confirmed',
    );
  }

  return (
    <form onSubmit={confirm} className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">Choose a time</legend>
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
              {isPast(proposed) && ' (passed)'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={change.isPending || time === ''}>
          Confirm Viewing
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={change.isPending}
          onClick={() =>
            runAction(() => change.mutateAsync({ id: viewing._id, action: 'decline' }), 'Viewing declined')
          }
        >
          Decline
        </button>
      </div>
    </form>
  );
}

/** Either side cancels a requested or confirmed viewing, and must say why. */
function CancelViewing({ viewing }: { viewing: Viewing }) {
  const change = useChangeViewing();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  async function cancel(event: FormEvent) {
    event.preventDefault();
    const parsed = cancelReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    await runAction(
      () => change.mutateAsync({ id: viewing._id, action: 'cancel', reason: parsed.data }),
      'Viewing cancelled',
    );
  }

  if (!isOpen) {
    return (
      <button type="button" className="btn-outline" onClick={() => setIsOpen(true)}>
        Cancel Viewing
      </button>
    );
  }
  return (
    <form noValidate onSubmit={cancel} className="space-y-3">
      <TextAreaField
        label="Why are you cancelling?"
        rows={2}
        className="field resize-y"
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          Cancel This Viewing
        </button>
        <button type="button" className="btn-outline" onClick={() => setIsOpen(false)}>
          Keep It
        </button>
      </div>
    </form>
  );
}

/** One viewing as its buyer or its agent sees it, with what that side may do next. */
export function ViewingCard({ viewing }: { viewing: Viewing }) {
  const isAgent = viewing.side === 'agent';
  const canCancel = viewing.status === 'requested' || viewing.status === 'confirmed';
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
            {isAgent ? `Requested by ${viewing.otherName}` : `With ${viewing.otherName}`}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[viewing.status]}`}>
          {STATUS_LABELS[viewing.status]}
        </span>
      </header>
      {viewing.confirmedTime ? (
        <p className="font-semibold text-ink">
          Visit on <time dateTime={viewing.confirmedTime}>{formatDateTime(viewing.confirmedTime)}</time>
        </p>
      ) : (
        !(isAgent && viewing.status === 'requested') && (
          <div>
            <p className="text-sm font-bold text-ink">Proposed times</p>
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
          Cancelled by {viewing.cancelledBy === viewing.side ? 'you' : viewing.otherName}:{' '}
          {viewing.cancelReason}
        </p>
      )}
      {isAgent && viewing.status === 'requested' && <DecideViewing viewing={viewing} />}
      {canCancel && <CancelViewing viewing={viewing} />}
    </article>
  );
}
