import type { PaymentProvider } from '@nestlane/shared';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { useAppConfig } from '../../../lib/app-config';
import { paymentMessages } from '../messages';
import { DemoPaymentOptions } from './demo-payment-options';
import type { SandboxCardForm } from './sandbox-card-form';
import { SslcommerzCheckout } from './sslcommerz-checkout';

// Stripe's React bindings load only where Stripe is configured; the demo never downloads them.
const StripeCardForm = lazy(async () => ({
  default: (await import('./stripe-card-form')).StripeCardForm,
}));

type PaymentFormProps = {
  offerId: string;
  /** The provider of the open payment (null until the server has opened one). */
  provider: PaymentProvider | null;
  clientSecret: string | null;
  billingDetails: { name: string; email: string };
  isPaying: boolean;
  onPay: Parameters<typeof SandboxCardForm>[0]['onPay'];
};

/**
 * The card form of the configured provider (GET /api/config): Stripe, the built-in sandbox (beside the
 * SSLCommerz-like demo gateway, decision 062), or the way to SSLCommerz's hosted checkout (its
 * session's gateway page is the intent's client secret).
 */
export function PaymentForm({ billingDetails, offerId, provider, ...formProps }: PaymentFormProps) {
  const config = useAppConfig();
  const t = useT(paymentMessages);
  const spinner = <LoadingSpinner label={t('payment.loadingCardForm')} className="min-h-32" />;
  if (config.isPending) return spinner;
  if (config.isError)
    return (
      <LoadError
        what={t('payment.load.cardForm')}
        error={config.error}
        onRetry={() => void config.refetch()}
      />
    );
  const { paymentProvider, stripePublishableKey } = config.data;
  if (paymentProvider === 'sandbox') {
    return <DemoPaymentOptions offerId={offerId} provider={provider} {...formProps} />;
  }
  if (paymentProvider === 'sslcommerz') return <SslcommerzCheckout gatewayUrl={formProps.clientSecret} />;
  if (!stripePublishableKey) {
    return (
      <p role="alert" className="font-semibold text-red-700">
        {t('payment.notConfigured')}
      </p>
    );
  }
  return (
    <Suspense fallback={spinner}>
      <StripeCardForm publishableKey={stripePublishableKey} billingDetails={billingDetails} {...formProps} />
    </Suspense>
  );
}
