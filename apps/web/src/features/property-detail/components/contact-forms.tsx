import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_MESSAGES,
  MAX_PROPOSED_TIMES,
  replyEnquiryBodySchema,
  requestViewingBodySchema,
  VIEWING_MESSAGES,
} from '@nestlane/shared';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField, TextAreaField } from '../../../components/form-field';
import { runAction } from '../../../lib/run-action';
import { useRequestViewing } from '../api/request-viewing';
import { useSendEnquiry } from '../api/send-enquiry';

type MessageInput = z.input<typeof replyEnquiryBodySchema>;
type MessageOutput = z.output<typeof replyEnquiryBodySchema>;

/** A message to the agent: it starts (or continues) the buyer's thread about this listing. */
function EnquiryForm({ propertyId }: { propertyId: string }) {
  const sendEnquiry = useSendEnquiry();
  const [threadId, setThreadId] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageInput, unknown, MessageOutput>({
    resolver: zodResolver(replyEnquiryBodySchema),
    defaultValues: { message: '' },
  });

  async function submit({ message }: MessageOutput) {
    let sentTo: string | null = null;
    const isSent = await runAction(async () => {
      sentTo = (await sendEnquiry.mutateAsync({ propertyId, message })).enquiryId;
    }, ENQUIRY_MESSAGES.sent);
    if (isSent) {
      reset({ message: '' });
      setThreadId(sentTo);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="enquiry-heading" className="space-y-3">
      <h3 id="enquiry-heading" className="text-lg font-bold text-ink">
        Send a message
      </h3>
      <TextAreaField
        label="Message to the agent"
        rows={4}
        className="field resize-y"
        error={errors.message?.message}
        {...register('message')}
      />
      <button type="submit" className="btn-primary" disabled={sendEnquiry.isPending}>
        Send Message
      </button>
      {threadId && (
        <p role="status" className="text-sm text-slate-700">
          Sent.{' '}
          <Link to={`/dashboard/enquiries/${threadId}`} className="font-semibold text-brand-text underline">
            Open the conversation
          </Link>
        </p>
      )}
    </form>
  );
}

/** 'YYYY-MM-DDTHH:mm' of the next minute, the earliest a datetime-local field accepts. */
function findEarliestLocalTime(now = new Date()): string {
  const next = new Date(now.getTime() + 60_000 - now.getTimezoneOffset() * 60_000);
  return next.toISOString().slice(0, 16);
}

/** The first problem of the proposed times, checked as the server will, or null. */
function findViewingProblem(localTimes: string[], message: string, now = new Date()): string | null {
  const chosen = localTimes.filter((time) => time !== '');
  const times = chosen.map((time) => new Date(time));
  if (times.some((time) => Number.isNaN(time.getTime()))) return VIEWING_MESSAGES.invalidTime;
  if (times.some((time) => time <= now)) return VIEWING_MESSAGES.pastTime;
  const parsed = requestViewingBodySchema.safeParse({
    propertyId: '00000000-0000-4000-8000-000000000000',
    proposedTimes: times.map((time) => time.toISOString()),
    message,
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? VIEWING_MESSAGES.invalidTime);
}

/** Asking to visit at 1–3 proposed times, with an optional note; the agent confirms one or declines. */
function ViewingForm({ propertyId }: { propertyId: string }) {
  const requestViewing = useRequestViewing();
  const [times, setTimes] = useState<string[]>(Array.from({ length: MAX_PROPOSED_TIMES }, () => ''));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isRequested, setIsRequested] = useState(false);
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = findViewingProblem(times, message);
    setProblem(found);
    if (found) return;
    const proposedTimes = times.filter((time) => time !== '').map((time) => new Date(time).toISOString());
    const isSent = await runAction(
      () => requestViewing.mutateAsync({ propertyId, proposedTimes, message: message.trim() }),
      VIEWING_MESSAGES.requested,
    );
    if (isSent) {
      setTimes(times.map(() => ''));
      setMessage('');
      setIsRequested(true);
    }
  }

  const earliest = findEarliestLocalTime();
  return (
    <form noValidate onSubmit={submit} aria-labelledby="viewing-heading" className="space-y-3">
      <h3 id="viewing-heading" className="text-lg font-bold text-ink">
        Ask to visit
      </h3>
      <fieldset aria-describedby={problem ? problemId : undefined} className="space-y-3">
        <legend className="text-sm text-slate-700">Propose up to three times; the agent confirms one.</legend>
        {times.map((time, index) => (
          <FormField
            // The fields are fixed: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: three fixed fields
            key={index}
            label={index === 0 ? 'Proposed time 1' : `Proposed time ${index + 1} (optional)`}
            type="datetime-local"
            min={earliest}
            value={time}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setTimes(times.map((old, at) => (at === index ? event.target.value : old)))}
          />
        ))}
      </fieldset>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <TextAreaField
        label="Note for the agent (optional)"
        rows={2}
        className="field resize-y"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={requestViewing.isPending}>
        Request Viewing
      </button>
      {isRequested && (
        <p role="status" className="text-sm text-slate-700">
          Requested.{' '}
          <Link to="/dashboard/viewings" className="font-semibold text-brand-text underline">
            See your viewings
          </Link>
        </p>
      )}
    </form>
  );
}

/** The property page's ways to write to the agent, for a signed-in person who is not the agent. */
export function ContactForms({ propertyId }: { propertyId: string }) {
  return (
    <div className="space-y-6 border-t border-slate-100 pt-5">
      <EnquiryForm propertyId={propertyId} />
      <ViewingForm propertyId={propertyId} />
    </div>
  );
}
