/**
 * A completed payment's receipt (issue 29, decision 054): numbered 'NL-2026-000123', one sequence
 * per year in Asia/Dhaka, given in the transaction that marks the offer bought.
 */
import { z } from 'zod';
import { idSchema } from './property';

export const RECEIPT_PREFIX = 'NL';

/** 'NL-2026-000123': the year the payment completed in Dhaka and its place in that year. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `${RECEIPT_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const receiptOfferIdSchema = z.object({ offerId: idSchema });

export const receiptSchema = z.object({
  receiptNumber: z.string(),
  offerId: z.string(),
  paymentId: z.string(),
  propertyTitle: z.string(),
  propertyLocation: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  /** Whole Taka. */
  amount: z.number(),
  /** As the provider reports it: 'card', 'bKash', 'Nagad', 'sandbox card'… */
  method: z.string(),
  /** The gateway's transaction id (Stripe's PaymentIntent, SSLCommerz's tran_id, the sandbox's). */
  transactionId: z.string(),
  /** ISO 8601. */
  paidAt: z.string(),
  /** Not in decision 054: refunded by an admin (decision 055), with the reason and when (ISO 8601). */
  isRefunded: z.boolean(),
  refundReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One payment as the admins' payments page lists it, newest first. */
export const adminPaymentSchema = z.object({
  paymentId: z.string(),
  offerId: z.string(),
  propertyTitle: z.string(),
  buyerName: z.string(),
  provider: z.string(),
  /** closed: an SSLCommerz session nobody paid within its lifetime (decision 069). */
  status: z.enum(['open', 'succeeded', 'refunded', 'closed']),
  /** Whole Taka. */
  amount: z.number(),
  method: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** ISO 8601: when it was paid, else when it was opened. */
  date: z.string(),
  /** An admin's reason for refunding it (decision 055); null otherwise. */
  refundReason: z.string().nullable(),
});
export const adminPaymentListSchema = z.array(adminPaymentSchema);
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
