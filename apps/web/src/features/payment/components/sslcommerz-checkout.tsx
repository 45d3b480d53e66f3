import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { paymentMessages } from '../messages';

/** What the gateway's return URLs say when they send the buyer back here (`?sslcommerz=…`, decision 046). */
const RETURN_MESSAGES = {
  failed: 'payment.sslcommerz.failed',
  cancelled: 'payment.sslcommerz.cancelled',
  refunded: 'payment.sslcommerz.refunded',
  pending: 'payment.sslcommerz.pending',
} as const;

function isReturnOutcome(value: string | null): value is keyof typeof RETURN_MESSAGES {
  return value !== null && Object.hasOwn(RETURN_MESSAGES, value);
}

/**
 * SSLCommerz's hosted checkout: the server opened the session, and the buyer pays on the gateway's
 * own page (card, bKash, Nagad…), which sends them back to the server's return URLs.
 */
export function SslcommerzCheckout({ gatewayUrl }: { gatewayUrl: string | null }) {
  const t = useT(paymentMessages);
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('sslcommerz');
  return (
    <div>
      {isReturnOutcome(returned) && (
        <p role="alert" className="mb-4 font-semibold text-red-700">
          {t(RETURN_MESSAGES[returned])}
        </p>
      )}
      <p className="text-slate-700">{t('payment.sslcommerz.notice')}</p>
      {gatewayUrl ? (
        <a className="btn-primary mt-6 block w-full text-center" href={gatewayUrl}>
          {t('payment.sslcommerz.continue')}
        </a>
      ) : (
        <button type="button" className="btn-primary mt-6 w-full" disabled>
          {t('payment.sslcommerz.continue')}
        </button>
      )}
    </div>
  );
}
