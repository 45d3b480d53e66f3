/**
 * Offers (spec §3, §4, §5, §7): the buyer proposes an amount within the listing's range
 * and a date; the agent accepts or rejects; the buyer pays an accepted offer.
 */
import { z } from 'zod';
import { OFFER_STATUSES } from './constants';
import { PRICE_MIN } from './listing';
import { MESSAGES } from './messages';
import { offerEndReasonSchema } from './offer-end';
import { idSchema } from './property';

/** An offer as the API returns it: a snapshot of the deal when it was made (spec §3 names). */
export const offerSchema = z.object({
  _id: z.string(),
  /** Null once the listing was deleted: the offer stays as history. */
  propertyId: z.string().nullable(),
  propertyTitle: z.string(),
  propertyLocation: z.string(),
  propertyImage: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  /** The offered amount in whole US dollars (the spec's field name). */
  offerredPriceRange: z.number().int(),
  /** The date the buyer proposes, YYYY-MM-DD. */
  offerredDate: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  offerStatus: z.enum(OFFER_STATUSES),
  transactionId: z.string().nullable(),
  payment: z.literal('completed').nullable(),
  /** ISO 8601 timestamp of the offer. */
  offerDate: z.string(),
  /** Not in the spec: why a 'rejected' deal ended without the agent's word (decision 017); null otherwise. */
  offerEndReason: offerEndReasonSchema.nullable().optional(),
  /** Not in the spec: while accepted, when the payment window closes (ISO 8601); null otherwise. */
  paymentDueAt: z.string().nullable().optional(),
  /**
   * Not in the spec (decision 055): once accepted, the whole Taka the buyer pays (booking money, a rental's
   * advance, or the offered price); null before acceptance.
   */
  amountDue: z.number().int().nullable().optional(),
  /** Not in the spec: the sum due books the deal (booked, then completed or cancelled) rather than buys it. */
  isBooking: z.boolean().optional(),
  /** Not in the spec: why a booked deal was cancelled (the agent's words, or the admin's refund reason). */
  cancelReason: z.string().nullable().optional(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.array(offerSchema);

/** Messages of offer rules the spec does not word, in its voice. */
export const OFFER_MESSAGES = {
  amountRequired: 'Please Add The Offered Amount',
  amountWhole: 'Offered Amount Should Be a Whole Number Of Dollars',
  dateRequired: 'Please Add The Offered Date',
  dateInvalid: 'Please Add a Valid Date',
  datePast: "Offered Date Can't Be In The Past",
  dateTooFar: 'Offered Date Should Be Within a Year',
  noOffers: "You Haven't Offered On Any Property Yet",
  noRequestedOffers: 'No Offers On Your Properties Yet',
  noSoldProperties: 'No Properties Sold Yet',
} as const;

/** GET /api/getSoldProperties: the sum of every sold price (all pages), in whole dollars. */
export const SOLD_TOTAL_HEADER = 'X-Sold-Total';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD in UTC; a day of slack either side covers every time zone. */
export function isAcceptableOfferDate(value: string, now = new Date()): 'ok' | 'past' | 'far' | 'invalid' {
  if (!ISO_DATE.test(value)) return 'invalid';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'invalid';
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (date.getTime() < today - DAY_MS) return 'past';
  if (date.getTime() > today + 366 * DAY_MS) return 'far';
  return 'ok';
}

const offerDateSchema = z
  .string({ error: OFFER_MESSAGES.dateRequired })
  // An empty date is only "missing", not also "invalid".
  .min(1, { error: OFFER_MESSAGES.dateRequired, abort: true })
  .superRefine((value, context) => {
    const verdict = isAcceptableOfferDate(value);
    if (verdict === 'invalid') context.addIssue({ code: 'custom', message: OFFER_MESSAGES.dateInvalid });
    if (verdict === 'past') context.addIssue({ code: 'custom', message: OFFER_MESSAGES.datePast });
    if (verdict === 'far') context.addIssue({ code: 'custom', message: OFFER_MESSAGES.dateTooFar });
  });

const offerAmountSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? OFFER_MESSAGES.amountRequired
        : OFFER_MESSAGES.amountWhole,
  })
  .int({ error: OFFER_MESSAGES.amountWhole })
  // No listing is priced under PRICE_MIN, so a $0 offer is out of every range, old listings' too.
  .min(PRICE_MIN, { error: MESSAGES.offerOutOfRange });

/**
 * POST /api/addOffer. The buyer comes from the session and the listing's data from the
 * database; the spec's other body fields are ignored. The range check needs the listing,
 * so the form runs `isWithinPriceRange` and the server repeats it against the database.
 */
export const addOfferBodySchema = z.object({
  propertyId: idSchema,
  offerredPriceRange: offerAmountSchema,
  offerredDate: offerDateSchema,
});
export type AddOfferBody = z.output<typeof addOfferBodySchema>;

export function isWithinPriceRange(amount: number, range: { minPrice: number; maxPrice: number }): boolean {
  return amount >= range.minPrice && amount <= range.maxPrice;
}

export const DEAL_REASON_MAX_LENGTH = 500;
export const DEAL_MESSAGES = {
  reasonRequired: 'Please Write The Reason',
  reasonTooLong: `The Reason Should Be At Most ${DEAL_REASON_MAX_LENGTH} Characters`,
} as const;

/** A reason a person writes: trimmed, required, bounded (an agent's cancel, an admin's refund). */
export const reasonSchema = z
  .string({ error: DEAL_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: DEAL_MESSAGES.reasonRequired })
  .max(DEAL_REASON_MAX_LENGTH, { error: DEAL_MESSAGES.reasonTooLong });

/** PATCH /api/closeDeal/{id}: the agent completes a booked deal at registration, or cancels it with a reason. */
export const closeDealBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('completed') }),
    z.object({ status: z.literal('cancelled'), reason: reasonSchema }),
  ],
  { error: "status must be 'completed' or 'cancelled'" },
);
export type CloseDealBody = z.infer<typeof closeDealBodySchema>;

/** POST /api/admin/payments/{id}/refund. */
export const refundPaymentBodySchema = z.object({ reason: reasonSchema });

/** PATCH /api/updateOffer/{id}?status=accepted&propertyId= or ?status=rejected (owner agent). */
export const updateOfferQuerySchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: "status must be 'accepted' or 'rejected'" }),
  /** Sent with an accept (spec §7); when present it must be the offer's listing. */
  propertyId: idSchema.optional(),
});
