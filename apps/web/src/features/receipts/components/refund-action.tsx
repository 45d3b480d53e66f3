import type { AdminPayment } from '@nestlane/shared';
import { ReasonForm } from '../../../components/reason-form';
import { useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useRefundPayment } from '../api/refund-payment';
import { receiptMessages } from '../messages';

/** A paid payment can be refunded with a reason (decision 055); a refunded one shows its reason. */
export function RefundAction({ payment }: { payment: AdminPayment }) {
  const refund = useRefundPayment();
  const t = useT(receiptMessages);
  if (payment.status === 'refunded') {
    return payment.refundReason ? (
      <p className="text-sm text-slate-700">{t('payments.refundReason', { reason: payment.refundReason })}</p>
    ) : null;
  }
  if (payment.status !== 'succeeded') return null;
  return (
    <ReasonForm
      openLabel={t('payments.refund')}
      rowName={`${payment.propertyTitle}, ${payment.buyerName}`}
      reasonLabel={t('payments.refundReasonLabel')}
      submitLabel={t('payments.refundConfirm')}
      keepLabel={t('payments.refundKeep')}
      isPending={refund.isPending}
      onSubmit={(reason) =>
        runAction(() => refund.mutateAsync({ paymentId: payment.paymentId, reason }), t('payments.refunded'))
      }
    />
  );
}
