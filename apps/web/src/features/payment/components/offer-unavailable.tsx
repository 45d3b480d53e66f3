import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { paymentMessages } from '../messages';

/** Why this offer cannot be paid (not accepted, already paid, not found): the server's own words. */
export function OfferUnavailable({ message }: { message: string }) {
  const t = useT(paymentMessages);
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <p className="text-lg font-semibold">{message}</p>
      <Link to="/dashboard/propertyBought" className="btn-outline mt-4">
        {t('payment.backToBought')}
      </Link>
    </div>
  );
}
