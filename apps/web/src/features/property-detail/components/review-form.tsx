import { zodResolver } from '@hookform/resolvers/zod';
import { addReviewBodySchema, REVIEW_MESSAGES } from '@nestlane/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useAddReview } from '../api/add-review';
import { propertyDetailMessages } from '../messages';

type ReviewFormInput = z.input<typeof addReviewBodySchema>;
type ReviewFormOutput = z.output<typeof addReviewBodySchema>;

/** A signed-in user's review of this listing, checked by the same schema as the server's. */
export function ReviewForm({ propertyId }: { propertyId: string }) {
  const addReview = useAddReview();
  const t = useT(propertyDetailMessages);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(addReviewBodySchema),
    defaultValues: { propertyId, review: '' },
  });
  const error = errors.review?.message ?? errors.propertyId?.message;

  async function submit(body: ReviewFormOutput) {
    const isAdded = await runAction(
      () => addReview.mutateAsync(body),
      localizeMessage(REVIEW_MESSAGES.added),
    );
    if (isAdded) reset({ propertyId, review: '' });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <TextAreaField
        label={t('propertyDetail.reviewForm.label')}
        rows={4}
        className="field resize-y"
        error={error && localizeMessage(error)}
        {...register('review')}
      />
      <button type="submit" className="btn-primary mt-4" disabled={addReview.isPending}>
        {t('propertyDetail.reviewForm.submit')}
      </button>
    </form>
  );
}
