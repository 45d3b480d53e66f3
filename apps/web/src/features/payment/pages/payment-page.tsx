import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { isClientError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format-price';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useOfferData } from '../api/get-offer-data';
import { OfferUnavailable } from '../components/offer-unavailable';
import { PaymentForm } from '../components/payment-form';
import { usePayOffer } from '../lib/use-pay-offer';
import { paymentMessages } from '../messages';

const headingClass = 'text-3xl font-extrabold text-ink';

/**
 * Dashboard screen 14: pay an accepted offer by card. Opening the page loads the offer and creates (or
 * finds) its payment intent; the amount is the server's, computed from the offer.
 */
export function PaymentPage() {
  const t = useT(paymentMessages);
  usePageTitle(t('payment.title'));
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const offer = useOfferData(id);
  const intent = usePaymentIntent(id);
  const { pay, isPaying } = usePayOffer(id);

  // Not the buyer's offer, or not payable now (pending, rejected, already paid): say why, link back.
  const refusal = [offer.error, intent.error].find(isClientError);
  if (refusal) {
    return (
      <section className="mx-auto max-w-2xl">
        <h1 className={`${headingClass} mb-6`}>{t('payment.title')}</h1>
        <OfferUnavailable message={refusal.message} />
      </section>
    );
  }
  if (offer.isError) {
    return (
      <section className="mx-auto max-w-2xl">
        <h1 className={`${headingClass} mb-6`}>{t('payment.title')}</h1>
        <LoadError what={t('payment.load.offer')} error={offer.error} onRetry={() => void offer.refetch()} />
      </section>
    );
  }
  if (offer.isPending) return <LoadingSpinner className="min-h-[40vh]" />;

  const buyerName = user?.name || offer.data.buyerName;
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className={headingClass}>
        {t('payment.heading', {
          amount: formatAmount(offer.data.amountDue ?? offer.data.offerredPriceRange),
          name: buyerName,
        })}
      </h1>
      {/* Booking money or an advance (decision 055): the sum due is not the offered price. */}
      {offer.data.isBooking && (
        <p className="mt-2 font-semibold text-slate-700">
          {t('payment.bookingNote', { amount: formatAmount(offer.data.offerredPriceRange) })}
        </p>
      )}
      <p className="mt-2 text-slate-700">
        {offer.data.propertyTitle}, {offer.data.propertyLocation}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        {intent.isError ? (
          <LoadError
            what={t('payment.load.payment')}
            error={intent.error}
            onRetry={() => void intent.refetch()}
          />
        ) : (
          <PaymentForm
            offerId={id}
            provider={intent.data?.provider ?? null}
            clientSecret={intent.data?.clientSecret ?? null}
            billingDetails={{ name: buyerName, email: user?.email ?? offer.data.buyerEmail }}
            isPaying={isPaying}
            onPay={(confirmPayment) => void pay(confirmPayment)}
          />
        )}
      </div>
    </section>
  );
}
