import type { Offer } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonForm } from '../../../components/reason-form';
import { useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useCloseDeal } from '../api/close-deal';
import { salesMessages } from '../messages';

const buttonClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-white transition disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A booked deal (decision 055): the agent marks it completed at registration, which makes the listing
 * sold or rented, or cancels it with a reason the buyer is told. Both are final, so each asks first.
 */
export function DealActions({ offer }: { offer: Offer }) {
  const closeDeal = useCloseDeal();
  const t = useT(salesMessages);
  const rowName = `${offer.propertyTitle}, ${offer.buyerName}`;

  return (
    <div className="flex flex-col items-start gap-2">
      <ConfirmDialog
        description={t('sales.deal.completeDescription', {
          buyer: offer.buyerName,
          title: offer.propertyTitle,
        })}
        confirmLabel={t('sales.deal.completeConfirm')}
        onConfirm={() =>
          void runAction(
            () => closeDeal.mutateAsync({ id: offer._id, status: 'completed' }),
            t('sales.deal.completed'),
          )
        }
        trigger={
          <button
            type="button"
            className={`${buttonClass} bg-emerald-700 hover:bg-emerald-800`}
            disabled={closeDeal.isPending}
          >
            {t('sales.deal.complete')}
            <span className="sr-only"> {rowName}</span>
          </button>
        }
      />
      <ReasonForm
        openLabel={t('sales.deal.cancel')}
        rowName={rowName}
        reasonLabel={t('sales.deal.cancelReason')}
        submitLabel={t('sales.deal.cancelConfirm')}
        keepLabel={t('sales.deal.keep')}
        isPending={closeDeal.isPending}
        onSubmit={(reason) =>
          runAction(
            () => closeDeal.mutateAsync({ id: offer._id, status: 'cancelled', reason }),
            t('sales.deal.cancelled'),
          )
        }
      />
    </div>
  );
}
