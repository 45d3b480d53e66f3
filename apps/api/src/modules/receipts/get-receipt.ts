/**
 * A bought offer's receipt (decision 054): its succeeded payment's number, method and gateway id
 * with the offer's snapshot of the listing and the people. Only the buyer who paid, the listing's
 * agent or an admin may read it; to anyone else it does not exist (404), as no offer's existence
 * is told to strangers.
 */
import type { Receipt } from '@nestlane/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const RECEIPT_MESSAGES = { notFound: 'Receipt not found' } as const;

type Reader = { id: string; role?: string | null };

export async function getReceipt(db: Database, reader: Reader, offerId: string): Promise<Receipt> {
  const [row] = await db
    .select({ offer: offers, payment: payments })
    .from(payments)
    .innerJoin(offers, eq(payments.offerId, offers.id))
    .where(
      and(
        eq(payments.offerId, offerId),
        // A refunded payment keeps its receipt, which says so (decision 055).
        inArray(payments.status, ['succeeded', 'refunded']),
        isNotNull(payments.receiptNumber),
      ),
    )
    .limit(1);
  const mayRead =
    row && (reader.role === 'admin' || row.offer.buyerId === reader.id || row.offer.agentId === reader.id);
  if (!row || !mayRead) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.notFound);
  const { offer, payment } = row;
  return {
    receiptNumber: payment.receiptNumber ?? '',
    offerId: offer.id,
    paymentId: payment.id,
    propertyTitle: offer.propertyTitle,
    propertyLocation: offer.propertyLocation,
    buyerName: offer.buyerName,
    buyerEmail: offer.buyerEmail,
    agentName: offer.agentName,
    agentEmail: offer.agentEmail,
    amount: payment.amount / 100,
    method: payment.method ?? payment.provider,
    transactionId: payment.intentId,
    paidAt: (payment.paidAt ?? payment.updatedAt).toISOString(),
    isRefunded: payment.status === 'refunded',
    refundReason: payment.refundReason,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  };
}
