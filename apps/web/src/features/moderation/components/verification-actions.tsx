import { MESSAGES, type Property } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useKeepFocus } from '../../../lib/use-keep-focus';
import { useUpdateStatus } from '../api/update-status';
import { moderationMessages } from '../messages';
import { ActionButton } from './action-button';

const FINAL_LABELS = {
  verified: { text: 'moderation.verified', className: 'bg-emerald-100 text-emerald-800' },
  rejected: { text: 'moderation.rejected', className: 'bg-red-100 text-red-800' },
} as const;

/** Spec §4: a pending listing gets Verify and Reject; both are final, so a decided one shows its label. */
export function VerificationActions({ property }: { property: Property }) {
  const updateStatus = useUpdateStatus();
  const t = useT(moderationMessages);
  // A decision replaces both buttons by its label: focus goes to the label, not to the page.
  const { containerRef, holdFocus } = useKeepFocus<HTMLDivElement>();
  const status = property.propertyVerificationStatus;

  if (status !== 'pending') {
    const label = FINAL_LABELS[status];
    return (
      <div ref={containerRef} tabIndex={-1} className="w-fit rounded-md">
        <span className={`rounded-md px-3 py-1.5 text-sm font-bold ${label.className}`}>{t(label.text)}</span>
      </div>
    );
  }

  function decide(decision: keyof typeof FINAL_LABELS) {
    holdFocus();
    void runAction(
      () => updateStatus.mutateAsync({ id: property._id, status: decision }),
      localizeMessage(decision === 'verified' ? MESSAGES.propertyVerified : MESSAGES.propertyRejected),
    );
  }

  return (
    <div ref={containerRef} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      <ActionButton
        tone="positive"
        propertyTitle={property.propertyTitle}
        disabled={updateStatus.isPending}
        onClick={() => decide('verified')}
      >
        {t('moderation.verify')}
      </ActionButton>
      {/* A rejection is final and takes the listing off the agent's hands: ask first (spec §5). */}
      <ConfirmDialog
        description={t('moderation.reject.description', { title: property.propertyTitle })}
        confirmLabel={t('moderation.reject.confirm')}
        onConfirm={() => decide('rejected')}
        trigger={
          <ActionButton
            tone="negative"
            propertyTitle={property.propertyTitle}
            disabled={updateStatus.isPending}
          >
            {t('moderation.reject')}
          </ActionButton>
        }
      />
    </div>
  );
}
