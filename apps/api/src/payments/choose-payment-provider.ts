/**
 * Which provider takes payments (decision 046): SSLCommerz when its store is configured (Taka
 * payments, the gateway Bangladesh uses), else Stripe when its keys are, else the sandbox.
 */
import type { PaymentProvider as PaymentProviderName } from '@nestlane/shared';
import type { Config } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createSslcommerzClient } from './sslcommerz/sslcommerz-client';
import { createSslcommerzProvider } from './sslcommerz/sslcommerz-provider';
import { createStripeClient, createStripeProvider } from './stripe-provider';

export function findPaymentProviderName(config: Pick<Config, 'sslcommerz' | 'stripe'>): PaymentProviderName {
  if (config.sslcommerz) return 'sslcommerz';
  return config.stripe ? 'stripe' : 'sandbox';
}

export async function createPaymentProvider(
  config: Pick<Config, 'sslcommerz' | 'stripe' | 'publicUrl'>,
): Promise<PaymentProvider> {
  if (config.sslcommerz) {
    return createSslcommerzProvider(
      await createSslcommerzClient(config.sslcommerz),
      config.publicUrl,
      config.sslcommerz.storePassword,
    );
  }
  if (config.stripe) return createStripeProvider(await createStripeClient(config.stripe));
  return createSandboxProvider();
}
