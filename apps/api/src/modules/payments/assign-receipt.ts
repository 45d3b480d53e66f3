/**
 * A succeeded payment's receipt number, given inside the transaction that marks its offer bought
 * (decision 054). The year's counter row is bumped with `insert … on conflict do update`: its row
 * lock makes a concurrent payment wait for this transaction, and a rollback takes the number back,
 * so the numbers run without gaps or doubles on PGlite and PostgreSQL alike.
 */
import { dhakaDay, formatReceiptNumber } from '@nestlane/shared';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payments, receiptCounters } from '../../db/schema';

/** What the receipt says the payer used when the provider reports nothing finer. */
const PROVIDER_METHODS = { sandbox: 'sandbox card', stripe: 'card', sslcommerz: 'card' } as const;

export async function assignReceipt(
  tx: Transaction,
  payment: { id: string; provider: keyof typeof PROVIDER_METHODS },
  reportedMethod?: string,
  paidAt: Date = new Date(),
): Promise<string> {
  const year = Number(dhakaDay(paidAt).slice(0, 4));
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  if (!counter) throw new Error('receipt counter not written');
  const receiptNumber = formatReceiptNumber(year, counter.last);
  await tx
    .update(payments)
    .set({ receiptNumber, method: reportedMethod ?? PROVIDER_METHODS[payment.provider], paidAt })
    .where(eq(payments.id, payment.id));
  return receiptNumber;
}
