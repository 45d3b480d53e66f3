import { useT } from '../../../i18n';
import { paymentMessages } from '../messages';

/** The payment form's submit button; `isReady` covers the card form, the client secret and a payment under way. */
export function PayNowButton({ isReady }: { isReady: boolean }) {
  const t = useT(paymentMessages);
  return (
    <button type="submit" className="btn-primary mt-6 w-full" disabled={!isReady}>
      {t('payment.payNow')}
    </button>
  );
}
