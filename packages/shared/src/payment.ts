/**
 * Card payment of an accepted offer (spec §2 screen 14, §4 payment flow). The amount is
 * computed by the server from the offer; the browser never says how much or that it paid.
 */
import { z } from 'zod';
import { idSchema } from './property';

export const PAYMENT_PROVIDERS = ['stripe', 'sslcommerz', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** Offers are in whole Taka (decision 045); card amounts are in poisha, a hundredth of a Taka (as Stripe and SSLCommerz count BDT). */
export const PAYMENT_CURRENCY = 'bdt';

/** POST /api/createPaymentIntent: the spec's `price` is ignored if sent. */
// A provider's ids are letters, digits and underscores; a control character (NUL above all,
// which PostgreSQL text cannot hold) is the caller's mistake, not a lookup that fails.
const CONTROL_CHARACTERS = /\p{Cc}/u;
function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}
/** How each payment id refuses a control character (the browser sends these ids; nobody types them). */
export const PAYMENT_ID_INVALID = {
  transactionId: 'transactionId contains invalid characters',
  clientSecret: 'clientSecret contains invalid characters',
} as const;

export const createPaymentIntentBodySchema = z.object({
  offerId: idSchema,
  /**
   * Which of the server's providers to pay through (decision 062: the keyless demo has the card sandbox
   * and the SSLCommerz-like gateway). Left out: the open payment's, else the server's first.
   */
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
});
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  /** Poisha (hundredths of a Taka), computed from the accepted offer. */
  amount: z.number().int(),
  currency: z.literal(PAYMENT_CURRENCY),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/**
 * PATCH /api/updateOfferStatus/{id}: the browser reports the provider's payment id; the
 * server asks the provider whether that payment succeeded for this offer and amount.
 * The spec's `status` and `payment` fields are ignored if sent.
 */
export const updateOfferStatusBodySchema = z.object({
  transactionId: z
    .string()
    .trim()
    .min(1, { error: 'transactionId is required' })
    .max(255)
    .refine(hasNoControlCharacters, { error: PAYMENT_ID_INVALID.transactionId }),
});

/** The sandbox provider's test cards (they behave like Stripe's test mode). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The sandbox's card form (POST /api/sandbox/confirm), checked like a card library would. */
export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).refine(hasNoControlCharacters, { error: PAYMENT_ID_INVALID.clientSecret }),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Your card number is incomplete.' })),
  /** MM/YY */
  expiry: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: "Your card's expiration date is incomplete." }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
});
export const sandboxConfirmResultSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
});

export const offerPaymentIdSchema = z.object({ id: idSchema });
