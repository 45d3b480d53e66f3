/**
 * Card payments through Stripe (when STRIPE_SECRET_KEY is set): PaymentIntents created and
 * read with the official client, and the signed webhook read with its verifier. Tests point
 * the client at a local server (STRIPE_API_BASE_URL), so nothing here talks to Stripe offline.
 */
import type Stripe from 'stripe';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import type { PaymentProvider, ProviderIntent } from './payment-provider';

export type StripeSettings = NonNullable<Config['stripe']>;

export const STRIPE_MESSAGES = {
  /** Logged; like every 5xx, the browser gets the app's generic "try again" sentence. */
  unreachable: 'The Payment Provider Could Not Be Reached. Please Try Again.',
  badSignature: 'The Stripe-Signature header does not match this body',
} as const;

/** Host, port and protocol of STRIPE_API_BASE_URL, or nothing for api.stripe.com. */
function findApiAddress(apiBaseUrl: string | undefined) {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The SDK, imported when Stripe is configured and not at module load: the demo and the sandbox never
 * use it, and importing it costs ≈ 0.1 s of every start (decision 031, Start-up).
 */
export async function importStripe(): Promise<typeof Stripe> {
  const { default: sdk } = await import('stripe');
  return sdk;
}

export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const StripeClient = await importStripe();
  return new StripeClient(settings.secretKey, {
    ...findApiAddress(settings.apiBaseUrl),
    appInfo: { name: 'Nestlane' },
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    offerId: intent.metadata?.offerId,
  };
}

/**
 * Stripe being down or slow is a 503 the buyer can retry; a request Stripe refuses (an
 * amount above its limit) is told in Stripe's words; a wrong key stays a hidden 500.
 */
function translateStripeError(errors: Stripe['errors'], error: unknown): unknown {
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError
  ) {
    return new AppError('SERVICE_UNAVAILABLE', STRIPE_MESSAGES.unreachable, { cause: error });
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    return new AppError('BAD_REQUEST', error.message, { cause: error });
  }
  return error;
}

function isMissing(errors: Stripe['errors'], error: unknown): boolean {
  return error instanceof errors.StripeInvalidRequestError && error.statusCode === 404;
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createIntent(_db, intent) {
      try {
        const created = await stripe.paymentIntents.create(
          {
            amount: intent.amount,
            currency: intent.currency,
            // The payment page collects a card (Stripe.js's card element), nothing else.
            allowed_payment_method_types: ['card'],
            metadata: { offerId: intent.offerId },
          },
          { idempotencyKey: intent.idempotencyKey },
        );
        return toProviderIntent(created);
      } catch (error) {
        throw translateStripeError(stripe.errors, error);
      }
    },
    async retrieveIntent(_db, id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(stripe.errors, error)) return null;
        throw translateStripeError(stripe.errors, error);
      }
    },
    async refundIntent(_db, intent) {
      try {
        // One refund per intent: a retried request gets Stripe's first answer back.
        await stripe.refunds.create(
          { payment_intent: intent.id, amount: intent.amount },
          { idempotencyKey: `nestlane-refund-${intent.id}` },
        );
      } catch (error) {
        throw translateStripeError(stripe.errors, error);
      }
    },
  };
}

/**
 * The intent of a signed `payment_intent.succeeded` event, or null for any other event.
 * A missing or wrong signature is a 400 (Stripe shows it in the endpoint's delivery log).
 */
export function readSucceededIntent(
  webhooks: Stripe['webhooks'],
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): ProviderIntent | null {
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch (error) {
    throw new AppError('BAD_REQUEST', STRIPE_MESSAGES.badSignature, { cause: error });
  }
  if (event.type !== 'payment_intent.succeeded') return null;
  return toProviderIntent(event.data.object);
}
