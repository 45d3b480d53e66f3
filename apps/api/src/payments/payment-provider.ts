/**
 * What the API needs from a payment provider: create a payment intent for an offer and read one
 * back. Stripe (stripe-provider.ts), SSLCommerz (sslcommerz/sslcommerz-provider.ts) and the
 * built-in sandbox (sandbox-provider.ts) implement it; plugins/payments.ts picks one from the configuration.
 */
import type { PaymentProvider as PaymentProviderName } from '@nestlane/shared';
import type { Database, Transaction } from '../db/client';

/**
 * The caller's transaction. The sandbox keeps its intents in the database, so they must be
 * written on the caller's connection: a second connection inside a transaction would wait
 * for it (PGlite has one) or could drain the pool under load (PostgreSQL).
 */
export type DatabaseExecutor = Database | Transaction;

/** A payment intent as the provider holds it; amounts in cents. */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  /** Stripe's statuses; only 'succeeded' means the money moved. */
  status: string;
  /** The offer it pays, from the intent's metadata; undefined when it has none. */
  offerId: string | undefined;
  /**
   * How it was paid, when the provider tells more than its own name (SSLCommerz's card_type: 'bKash',
   * 'Nagad'…), for the receipt (decision 069); undefined otherwise.
   */
  method?: string;
};

export type NewIntent = {
  offerId: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** The same key gives the same intent, so a retried request never opens a second one. */
  idempotencyKey: string;
  /** Who pays: SSLCommerz's session asks for the customer's name and email (Stripe's card form has its own). */
  payer?: { name: string; email: string };
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(db: DatabaseExecutor, intent: NewIntent): Promise<ProviderIntent>;
  /** The intent with this id, or null when the provider has none. */
  retrieveIntent(db: DatabaseExecutor, id: string): Promise<ProviderIntent | null>;
  /**
   * Gives a succeeded intent's whole amount back (an admin's refund, decision 055). Asking twice is
   * harmless: Stripe's idempotency key and the sandbox's row answer the first refund. Throws a 503
   * when the provider cannot be asked or refuses, so the caller writes nothing.
   */
  refundIntent(db: DatabaseExecutor, intent: { id: string; amount: number }): Promise<void>;
}
