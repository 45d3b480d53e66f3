import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { translate, useT } from '../../../i18n';
import { localizeCardMessage } from '../lib/localize-card-message';
import { useStripeJs } from '../lib/stripe-query';
import type { ConfirmPayment } from '../lib/use-pay-offer';
import { paymentMessages } from '../messages';
import { PayNowButton } from './pay-now-button';

/** The card element draws inside Stripe's frame: our ink colour and a size that stops phones zooming. */
const CARD_OPTIONS = { style: { base: { fontSize: '16px', color: '#0f172a' } } };

type StripeCardFormProps = {
  publishableKey: string;
  /** Null until the server has created the payment intent. */
  clientSecret: string | null;
  /** Who pays, as Stripe records it on the payment. */
  billingDetails: { name: string; email: string };
  isPaying: boolean;
  onPay: (confirmPayment: ConfirmPayment) => void;
};

/** Stripe's card element (the card number never touches our pages or server) and Pay Now. */
export function StripeCardForm({ publishableKey, ...formProps }: StripeCardFormProps) {
  const stripe = useStripeJs(publishableKey);
  const t = useT(paymentMessages);
  if (stripe.isPending) return <LoadingSpinner label={t('payment.loadingCardForm')} className="min-h-32" />;
  if (stripe.isError)
    return (
      <LoadError
        what={t('payment.load.cardForm')}
        error={stripe.error}
        onRetry={() => void stripe.refetch()}
      />
    );
  return (
    <Elements stripe={stripe.data}>
      <StripeCardFields {...formProps} />
    </Elements>
  );
}

function StripeCardFields({
  clientSecret,
  billingDetails,
  isPaying,
  onPay,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isCardReady, setIsCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const t = useT(paymentMessages);

  function showCardError(event: StripeCardElementChangeEvent) {
    setCardError(event.error?.message ?? null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    onPay(async () => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billingDetails },
      });
      // Spec §8: a declined or invalid card shows the provider's own message.
      if (error)
        throw new Error(
          error.message
            ? localizeCardMessage(error.message)
            : translate(paymentMessages, 'payment.card.notCharged'),
        );
      // Whatever the status, the server asks Stripe itself before marking the offer bought.
      return paymentIntent.id;
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">{t('payment.card.legend')}</legend>
        <div className="rounded-lg border border-slate-300 bg-white px-4 py-3">
          <CardElement onReady={() => setIsCardReady(true)} onChange={showCardError} options={CARD_OPTIONS} />
        </div>
        {cardError && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {localizeCardMessage(cardError)}
          </p>
        )}
      </fieldset>
      <PayNowButton isReady={Boolean(stripe && elements && isCardReady && clientSecret) && !isPaying} />
    </form>
  );
}
