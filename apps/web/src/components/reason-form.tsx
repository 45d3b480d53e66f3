import { reasonSchema } from '@nestlane/shared';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { localizeMessage } from '../i18n';
import { TextAreaField } from './form-field';

type ReasonFormProps = {
  /** The button that opens the form, such as 'Cancel Deal'. */
  openLabel: string;
  /** Hidden words that name the row the button acts on, for screen readers. */
  rowName?: string;
  /** The text area's label. */
  reasonLabel: string;
  submitLabel: string;
  /** Closes the form without doing anything. */
  keepLabel: string;
  isPending: boolean;
  /** The server's own rules for the reason; by default a deal's or a refund's (decision 055). */
  schema?: z.ZodType<string, string>;
  /** Called with the trimmed reason once it passes `schema`. */
  onSubmit: (reason: string) => Promise<unknown>;
};

/**
 * An action that must say why (cancel a viewing or a booked deal, refund a payment): a button, then a
 * reason and a confirm.
 */
export function ReasonForm({
  openLabel,
  rowName,
  reasonLabel,
  submitLabel,
  keepLabel,
  isPending,
  schema = reasonSchema,
  onSubmit,
}: ReasonFormProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    await onSubmit(parsed.data);
  }

  if (!isOpen) {
    return (
      <button type="button" className="btn-outline" onClick={() => setIsOpen(true)}>
        {openLabel}
        {rowName && <span className="sr-only"> {rowName}</span>}
      </button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextAreaField
        label={reasonLabel}
        rows={2}
        className="field resize-y"
        value={reason}
        error={problem && localizeMessage(problem)}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isPending}>
          {submitLabel}
        </button>
        <button type="button" className="btn-outline" onClick={() => setIsOpen(false)}>
          {keepLabel}
        </button>
      </div>
    </form>
  );
}
