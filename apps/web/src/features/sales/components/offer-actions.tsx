import { MESSAGES, type Offer } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { runAction } from '../../../lib/run-action';
import { useKeepFocus } from '../../../lib/use-keep-focus';
import { useUpdateOffer } from '../api/update-offer';

const FINAL_LABELS = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  bought: 'Bought',
} as const;

const buttonClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-white transition disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Spec §4: the agent accepts or rejects a pending offer; both are final, so a decided offer shows its label.
 * Several buyers may offer on one listing, so each button is named by the listing and the buyer.
 */
export function OfferActions({ offer }: { offer: Offer }) {
  const updateOffer = useUpdateOffer();
  // A decision replaces both buttons by its label: focus goes to the label, not to the page.
  const { containerRef, holdFocus } = useKeepFocus<HTMLDivElement>();

  if (offer.offerStatus !== 'pending') {
    return (
      <div ref={containerRef} tabIndex={-1} className="w-fit rounded-md">
        <span className="text-sm font-bold text-slate-700">{FINAL_LABELS[offer.offerStatus]}</span>
      </div>
    );
  }

  const rowName = ` ${offer.propertyTitle}, ${offer.buyerName}`;

  function decide(status: 'accepted' | 'rejected') {
    holdFocus();
    // runAction awaits the mutation: the row may have changed by the time the answer lands.
    void runAction(
      () => updateOffer.mutateAsync({ id: offer._id, status, propertyId: offer.propertyId }),
      status === 'accepted' ? MESSAGES.offerAccepted : MESSAGES.offerRejected,
    );
  }

  return (
    <div ref={containerRef} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${buttonClass} bg-emerald-700 hover:bg-emerald-800`}
        disabled={updateOffer.isPending}
        onClick={() => decide('accepted')}
      >
        Accept<span className="sr-only">{rowName}</span>
      </button>
      {/* A rejection is final: ask first (spec §5). */}
      <ConfirmDialog
        description={`You Want to Reject ${offer.buyerName}'s Offer On ${offer.propertyTitle}! This cannot be undone.`}
        confirmLabel="Yes, Reject!"
        onConfirm={() => decide('rejected')}
        trigger={
          <button
            type="button"
            className={`${buttonClass} bg-red-700 hover:bg-red-800`}
            disabled={updateOffer.isPending}
          >
            Reject<span className="sr-only">{rowName}</span>
          </button>
        }
      />
    </div>
  );
}
