import { zodResolver } from '@hookform/resolvers/zod';
import { ENQUIRY_MESSAGES, replyEnquiryBodySchema } from '@nestlane/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useReplyToEnquiry } from '../api/reply-to-enquiry';
import { enquiriesMessages } from '../messages';

type ReplyInput = z.input<typeof replyEnquiryBodySchema>;
type ReplyOutput = z.output<typeof replyEnquiryBodySchema>;

/** A message in the thread, checked by the server's own schema. */
export function ReplyForm({ enquiryId }: { enquiryId: string }) {
  const reply = useReplyToEnquiry();
  const t = useT(enquiriesMessages);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReplyInput, unknown, ReplyOutput>({
    resolver: zodResolver(replyEnquiryBodySchema),
    defaultValues: { message: '' },
  });

  async function submit({ message }: ReplyOutput) {
    const isSent = await runAction(
      () => reply.mutateAsync({ id: enquiryId, message }),
      localizeMessage(ENQUIRY_MESSAGES.sent),
    );
    if (isSent) reset({ message: '' });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <TextAreaField
        label={t('enquiries.reply.label')}
        rows={3}
        className="field resize-y"
        error={errors.message?.message && localizeMessage(errors.message.message)}
        {...register('message')}
      />
      <button type="submit" className="btn-primary mt-4" disabled={reply.isPending}>
        {t('enquiries.reply.send')}
      </button>
    </form>
  );
}
