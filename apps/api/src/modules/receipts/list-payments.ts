/**
 * The admins' payments page (issue 29): every payment, newest first, one page at a time, with its
 * status, amount in Taka, method, date and receipt number.
 */
import type { AdminPayment, PageQuery } from '@nestlane/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, payments } from '../../db/schema';

export async function listPayments(
  db: Database,
  query: PageQuery,
): Promise<{ items: AdminPayment[]; total: number }> {
  const when = sql<Date>`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const rows = await db
    .select({
      paymentId: payments.id,
      offerId: payments.offerId,
      propertyTitle: offers.propertyTitle,
      buyerName: offers.buyerName,
      provider: payments.provider,
      status: payments.status,
      amount: payments.amount,
      method: payments.method,
      receiptNumber: payments.receiptNumber,
      refundReason: payments.refundReason,
      date: when.mapWith(payments.createdAt),
    })
    .from(payments)
    .innerJoin(offers, eq(payments.offerId, offers.id))
    .orderBy(desc(when), desc(payments.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(payments);
  return {
    items: rows.map((row) => ({ ...row, amount: row.amount / 100, date: row.date.toISOString() })),
    total: counted?.total ?? 0,
  };
}
