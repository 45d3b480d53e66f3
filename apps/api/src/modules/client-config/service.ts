import type { Config } from '../../config';

/**
 * The settings the browser needs at run time, so one web build serves every mode.
 * Only what is public by nature: never a secret key.
 */
export function buildClientConfig(config: Config) {
  return {
    demo: config.demo,
    paymentProvider: config.stripe ? ('stripe' as const) : ('sandbox' as const),
    stripePublishableKey: config.stripe?.publishableKey ?? null,
    oidcLabel: config.oidcLabel ?? null,
    mapTileUrl: config.mapTileUrl,
  };
}
