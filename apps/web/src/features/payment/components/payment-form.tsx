import { lazy, Suspense } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useAppConfig } from '../../../lib/app-config';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's React bindings load only where Stripe is configured; the demo never downloads them.
const StripeCardForm = lazy(async () => ({
  default: (await import('./stripe-card-form')).StripeCardForm,
}));

type PaymentFormProps = {
  clientSecret: string | null;
  billingDetails: { name: string; email: string };
  isPaying: boolean;
  onPay: Parameters<typeof SandboxCardForm>[0]['onPay'];
};

/** The card form of the configured provider (GET /api/config): Stripe, or the built-in sandbox. */
export function PaymentForm({ billingDetails, ...formProps }: PaymentFormProps) {
  const config = useAppConfig();
  const spinner = <LoadingSpinner label="Loading the card form" className="min-h-32" />;
  if (config.isPending) return spinner;
  if (config.isError)
    return <LoadError what="the card form" error={config.error} onRetry={() => void config.refetch()} />;
  const { paymentProvider, stripePublishableKey } = config.data;
  if (paymentProvider === 'sandbox') return <SandboxCardForm {...formProps} />;
  if (!stripePublishableKey) {
    return (
      <p role="alert" className="font-semibold text-red-700">
        Card payments are not configured on this server.
      </p>
    );
  }
  return (
    <Suspense fallback={spinner}>
      <StripeCardForm publishableKey={stripePublishableKey} billingDetails={billingDetails} {...formProps} />
    </Suspense>
  );
}
