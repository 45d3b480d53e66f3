/**
 * The keyless demo's SSLCommerz-like gateway (issue 29, decision 062): one row per checkout session
 * it opened, as SSLCommerz's sandbox keeps them. No money moves; the row is what its session,
 * validation, transaction-query and refund calls read and write.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const DEMO_GATEWAY_STATUSES = ['open', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;

export const demoGatewaySessions = pgTable(
  'demo_gateway_sessions',
  {
    /** The merchant's tran_id. */
    tranId: text('tran_id').primaryKey(),
    /** The gateway page's key (a bearer credential, like SSLCommerz's sessionkey). */
    sessionKey: text('session_key').notNull().unique(),
    /** Decimal text as the merchant sent it ('32000.00'). */
    totalAmount: text('total_amount').notNull(),
    currency: text('currency').notNull(),
    /** The merchant's value_a (the offer it pays). */
    valueA: text('value_a'),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    ipnUrl: text('ipn_url').notNull(),
    status: text('status', { enum: DEMO_GATEWAY_STATUSES }).notNull().default('open'),
    /** SSLCommerz's card_type of the attempt ('BKASH-BKash', 'NAGAD-Nagad', 'VISA-Dutch Bangla'). */
    cardType: text('card_type'),
    valId: text('val_id').unique(),
    bankTranId: text('bank_tran_id'),
    /** How often the validation API was asked: the first answer is VALID, later ones VALIDATED. */
    validations: integer('validations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'demo_gateway_sessions_status_known',
      sql`${t.status} in ('open', 'pending', 'paid', 'failed', 'cancelled', 'refunded')`,
    ),
  ],
);
