import type { Config } from '../../config';
import { findPaymentProviderName } from '../../payments/choose-payment-provider';

/**
 * The settings the browser needs at run time, so one web build serves every mode.
 * Only what is public by nature: never a secret key.
 */
export function buildClientConfig(config: Config) {
  return {
    demo: config.demo,
    paymentProvider: findPaymentProviderName(config),
    stripePublishableKey: config.stripe?.publishableKey ?? null,
    oidcLabel: config.oidcLabel ?? null,
    mapTileUrl: config.mapTileUrl,
  };
}
