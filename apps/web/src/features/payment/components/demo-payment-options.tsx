import type { PaymentProvider } from '@nestlane/shared';
import { useT } from '../../../i18n';
import { toastFailure } from '../../../lib/run-action';
import { useChoosePaymentProvider } from '../api/create-payment-intent';
import { paymentMessages } from '../messages';
import { SandboxCardForm } from './sandbox-card-form';
import { SslcommerzCheckout } from './sslcommerz-checkout';

type DemoPaymentOptionsProps = Parameters<typeof SandboxCardForm>[0] & {
  offerId: string;
  /** The provider of the payment the server opened: the card sandbox's or the demo gateway's. */
  provider: PaymentProvider | null;
};

/**
 * The keyless demo's two ways to pay (decision 062): the card sandbox (the spec's card journey) and the
 * SSLCommerz-like demo gateway (card, bKash, Nagad, in Taka). Neither moves money. The buyer switches
 * between them; the open payment is the one shown.
 */
export function DemoPaymentOptions({ offerId, provider, ...cardProps }: DemoPaymentOptionsProps) {
  const t = useT(paymentMessages);
  const choose = useChoosePaymentProvider(offerId);

  async function goToGateway() {
    try {
      const intent = await choose.mutateAsync('sslcommerz');
      window.location.assign(intent.clientSecret);
    } catch (error) {
      toastFailure(error);
    }
  }

  if (provider === 'sslcommerz') {
    return (
      <div>
        <SslcommerzCheckout gatewayUrl={cardProps.clientSecret} />
        <button
          type="button"
          className="btn-outline mt-4 w-full"
          disabled={choose.isPending}
          onClick={() => choose.mutate('sandbox', { onError: (error) => toastFailure(error) })}
        >
          {t('payment.demoGateway.useCard')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <SandboxCardForm {...cardProps} />
      <section aria-labelledby="demo-gateway-heading" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="demo-gateway-heading" className="text-lg font-bold text-ink">
          {t('payment.demoGateway.heading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('payment.demoGateway.notice')}</p>
        <button
          type="button"
          className="btn-primary mt-4 w-full"
          disabled={!cardProps.clientSecret || choose.isPending || cardProps.isPaying}
          onClick={() => void goToGateway()}
        >
          {t('payment.sslcommerz.continue')}
        </button>
      </section>
    </div>
  );
}
