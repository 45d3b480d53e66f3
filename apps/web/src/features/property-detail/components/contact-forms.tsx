import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_MESSAGES,
  fromDhakaLocalTime,
  MAX_PROPOSED_TIMES,
  replyEnquiryBodySchema,
  requestViewingBodySchema,
  toDhakaLocalTime,
  VIEWING_MESSAGES,
} from '@nestlane/shared';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField, TextAreaField } from '../../../components/form-field';
import { localizeDigits, localizeMessage, useT } from '../../../i18n';
import { clearPendingIntent, readPendingIntent, savePendingIntent } from '../../../lib/pending-intent';
import { runAction } from '../../../lib/run-action';
import { useRequestViewing } from '../api/request-viewing';
import { useSendEnquiry } from '../api/send-enquiry';
import { propertyDetailMessages } from '../messages';

type MessageInput = z.input<typeof replyEnquiryBodySchema>;

/** Why a send failed, beside the form that still holds what was typed (a toast may not be there offline). */
function FailureNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
type MessageOutput = z.output<typeof replyEnquiryBodySchema>;

/** The message this person was typing here when their session ended (decision 061), or nothing. */
function findDraft(propertyId: string, userId: string): string {
  const draft = readPendingIntent('message', propertyId);
  return draft?.userId === userId ? draft.text : '';
}

/**
 * A message to the agent: it starts (or continues) the buyer's thread about this listing. What is typed
 * is kept in this tab until it is sent, so a session that ends mid-send (sign-in, then back here) loses
 * nothing.
 */
function EnquiryForm({ propertyId, userId }: { propertyId: string; userId: string }) {
  const sendEnquiry = useSendEnquiry();
  const t = useT(propertyDetailMessages);
  const [threadId, setThreadId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageInput, unknown, MessageOutput>({
    resolver: zodResolver(replyEnquiryBodySchema),
    defaultValues: { message: findDraft(propertyId, userId) },
  });
  const keepDraft = (text: string) =>
    text
      ? savePendingIntent('message', propertyId, { text, userId })
      : clearPendingIntent('message', propertyId);

  async function submit({ message }: MessageOutput) {
    let sentTo: string | null = null;
    setFailure(null);
    const isSent = await runAction(
      async () => {
        sentTo = (await sendEnquiry.mutateAsync({ propertyId, message })).enquiryId;
      },
      localizeMessage(ENQUIRY_MESSAGES.sent),
      { onFailure: setFailure },
    );
    if (isSent) {
      clearPendingIntent('message', propertyId);
      reset({ message: '' });
      setThreadId(sentTo);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="enquiry-heading" className="space-y-3">
      <h3 id="enquiry-heading" className="text-lg font-bold text-ink">
        {t('propertyDetail.enquiry.title')}
      </h3>
      <TextAreaField
        label={t('propertyDetail.enquiry.message')}
        rows={4}
        className="field resize-y"
        error={errors.message?.message && localizeMessage(errors.message.message)}
        {...register('message', { onChange: (event) => keepDraft(event.target.value) })}
      />
      <button type="submit" className="btn-primary" disabled={sendEnquiry.isPending}>
        {t('propertyDetail.enquiry.send')}
      </button>
      <FailureNote message={failure} />
      {threadId && (
        <p role="status" className="text-sm text-slate-700">
          {t('propertyDetail.enquiry.sent')}{' '}
          <Link to={`/dashboard/enquiries/${threadId}`} className="font-semibold text-brand-text underline">
            {t('propertyDetail.enquiry.openConversation')}
          </Link>
        </p>
      )}
    </form>
  );
}

/** 'YYYY-MM-DDTHH:mm' of the next minute in Dhaka, the earliest a datetime-local field accepts. */
function findEarliestLocalTime(now = new Date()): string {
  return toDhakaLocalTime(new Date(now.getTime() + 60_000));
}

/** The first problem of the proposed times, checked as the server will, or null. */
function findViewingProblem(localTimes: string[], message: string, now = new Date()): string | null {
  const chosen = localTimes.filter((time) => time !== '');
  // The fields hold Dhaka time (decision 051), whatever the browser's own zone.
  const read = chosen.map(fromDhakaLocalTime);
  if (read.some((time) => time === null)) return VIEWING_MESSAGES.invalidTime;
  const times = read as Date[];
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
  const t = useT(propertyDetailMessages);
  const [times, setTimes] = useState<string[]>(Array.from({ length: MAX_PROPOSED_TIMES }, () => ''));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isRequested, setIsRequested] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = findViewingProblem(times, message);
    setProblem(found);
    if (found) return;
    const proposedTimes = times
      .filter((time) => time !== '')
      .map((time) => (fromDhakaLocalTime(time) as Date).toISOString());
    const isSent = await runAction(
      () => requestViewing.mutateAsync({ propertyId, proposedTimes, message: message.trim() }),
      localizeMessage(VIEWING_MESSAGES.requested),
      { onFailure: setFailure },
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
        {t('propertyDetail.viewing.title')}
      </h3>
      <fieldset aria-describedby={problem ? problemId : undefined} className="space-y-3">
        <legend className="text-sm text-slate-700">{t('propertyDetail.viewing.propose')}</legend>
        {times.map((time, index) => (
          <FormField
            // The fields are fixed: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: three fixed fields
            key={index}
            label={t(
              index === 0 ? 'propertyDetail.viewing.firstTime' : 'propertyDetail.viewing.optionalTime',
              { number: localizeDigits(index + 1) },
            )}
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
          {localizeMessage(problem)}
        </p>
      )}
      <TextAreaField
        label={t('propertyDetail.viewing.note')}
        rows={2}
        className="field resize-y"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={requestViewing.isPending}>
        {t('propertyDetail.viewing.request')}
      </button>
      <FailureNote message={failure} />
      {isRequested && (
        <p role="status" className="text-sm text-slate-700">
          {t('propertyDetail.viewing.requested')}{' '}
          <Link to="/dashboard/viewings" className="font-semibold text-brand-text underline">
            {t('propertyDetail.viewing.seeViewings')}
          </Link>
        </p>
      )}
    </form>
  );
}

/** The property page's ways to write to the agent, for a signed-in person who is not the agent. */
export function ContactForms({ propertyId, userId }: { propertyId: string; userId: string }) {
  return (
    <div className="space-y-6 border-t border-slate-100 pt-5">
      <EnquiryForm propertyId={propertyId} userId={userId} />
      <ViewingForm propertyId={propertyId} />
    </div>
  );
}
