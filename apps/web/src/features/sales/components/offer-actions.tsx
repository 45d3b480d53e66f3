import { MESSAGES, type Offer } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useKeepFocus } from '../../../lib/use-keep-focus';
import { useUpdateOffer } from '../api/update-offer';
import { salesMessages } from '../messages';
import { DealActions } from './deal-actions';

const FINAL_LABELS = {
  accepted: 'sales.offer.accepted',
  rejected: 'sales.offer.rejected',
  bought: 'sales.offer.bought',
  completed: 'sales.offer.completed',
  cancelled: 'sales.offer.cancelled',
} as const;

const buttonClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-white transition disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Spec §4: the agent accepts or rejects a pending offer; both are final, so a decided offer shows its label.
 * Several buyers may offer on one listing, so each button is named by the listing and the buyer.
 */
export function OfferActions({ offer }: { offer: Offer }) {
  const updateOffer = useUpdateOffer();
  const t = useT(salesMessages);
  // A decision replaces both buttons by its label: focus goes to the label, not to the page.
  const { containerRef, holdFocus } = useKeepFocus<HTMLDivElement>();

  if (offer.offerStatus === 'booked') return <DealActions offer={offer} />;
  if (offer.offerStatus !== 'pending') {
    return (
      <div ref={containerRef} tabIndex={-1} className="w-fit rounded-md">
        <span className="text-sm font-bold text-slate-700">{t(FINAL_LABELS[offer.offerStatus])}</span>
      </div>
    );
  }

  const rowName = ` ${offer.propertyTitle}, ${offer.buyerName}`;

  function decide(status: 'accepted' | 'rejected') {
    holdFocus();
    // runAction awaits the mutation: the row may have changed by the time the answer lands.
    void runAction(
      () => updateOffer.mutateAsync({ id: offer._id, status, propertyId: offer.propertyId }),
      localizeMessage(status === 'accepted' ? MESSAGES.offerAccepted : MESSAGES.offerRejected),
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
        {t('sales.offer.accept')}
        <span className="sr-only">{rowName}</span>
      </button>
      {/* A rejection is final: ask first (spec §5). */}
      <ConfirmDialog
        description={t('sales.offer.rejectDescription', {
          buyer: offer.buyerName,
          title: offer.propertyTitle,
        })}
        confirmLabel={t('sales.offer.rejectConfirm')}
        onConfirm={() => decide('rejected')}
        trigger={
          <button
            type="button"
            className={`${buttonClass} bg-red-700 hover:bg-red-800`}
            disabled={updateOffer.isPending}
          >
            {t('sales.offer.reject')}
            <span className="sr-only">{rowName}</span>
          </button>
        }
      />
    </div>
  );
}
