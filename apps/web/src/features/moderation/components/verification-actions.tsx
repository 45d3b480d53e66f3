import { MESSAGES, type Property } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { runAction } from '../../../lib/run-action';
import { useUpdateStatus } from '../api/update-status';
import { ActionButton } from './action-button';

const FINAL_LABELS = {
  verified: { text: 'Verified', className: 'bg-emerald-100 text-emerald-800' },
  rejected: { text: 'Rejected', className: 'bg-red-100 text-red-800' },
} as const;

/** Spec §4: a pending listing gets Verify and Reject; both are final, so a decided one shows its label. */
export function VerificationActions({ property }: { property: Property }) {
  const updateStatus = useUpdateStatus();
  const status = property.propertyVerificationStatus;

  if (status !== 'pending') {
    const label = FINAL_LABELS[status];
    return (
      <span className={`rounded-md px-3 py-1.5 text-sm font-bold ${label.className}`}>{label.text}</span>
    );
  }

  function decide(decision: keyof typeof FINAL_LABELS) {
    void runAction(
      () => updateStatus.mutateAsync({ id: property._id, status: decision }),
      decision === 'verified' ? MESSAGES.propertyVerified : MESSAGES.propertyRejected,
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ActionButton
        tone="positive"
        propertyTitle={property.propertyTitle}
        disabled={updateStatus.isPending}
        onClick={() => decide('verified')}
      >
        Verify
      </ActionButton>
      {/* A rejection is final and takes the listing off the agent's hands: ask first (spec §5). */}
      <ConfirmDialog
        description={`You Want to Reject ${property.propertyTitle}! This cannot be undone.`}
        confirmLabel="Yes, Reject!"
        onConfirm={() => decide('rejected')}
        trigger={
          <ActionButton
            tone="negative"
            propertyTitle={property.propertyTitle}
            disabled={updateStatus.isPending}
          >
            Reject
          </ActionButton>
        }
      />
    </div>
  );
}
