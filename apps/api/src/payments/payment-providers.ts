/**
 * Every provider this server can take a payment through (decision 062): the configured one first
 * (SSLCommerz, Stripe or the card sandbox, choose-payment-provider.ts) and, in the keyless demo
 * beside the card sandbox, the SSLCommerz-like demo gateway. A payment row names its provider, and
 * is read back, refunded or settled through that one.
 */
import type { PaymentProvider as PaymentProviderName } from '@nestlane/shared';
import type { PaymentProvider } from './payment-provider';

export type PaymentProviders = {
  /** Where a payment goes when the payer names no provider. */
  readonly primary: PaymentProvider;
  readonly all: readonly PaymentProvider[];
  find(name: PaymentProviderName | string): PaymentProvider | undefined;
};

export function listPaymentProviders(
  primary: PaymentProvider,
  others: PaymentProvider[] = [],
): PaymentProviders {
  const all = [primary, ...others.filter((other) => other.name !== primary.name)];
  return { primary, all, find: (name) => all.find((provider) => provider.name === name) };
}
