/**
 * A refund told to both sides of its offer (the bell and, from the row, the email): a late SSLCommerz
 * payment given back (decision 046) or an admin's refund (decision 055), each with its own words.
 */
import type { Transaction } from '../../db/client';
import type { MessageRef } from '../../i18n/message';
import { type NotificationEvent, notify } from '../notifications/notify';

type RefundedOffer = { buyerId: string | null; agentId: string | null };
type Words = { title: MessageRef; body: MessageRef | string };

export async function notifyRefund(
  tx: Transaction,
  offer: RefundedOffer,
  words: { buyer: Words; agent: Words },
): Promise<void> {
  const told: NotificationEvent[] = [];
  if (offer.buyerId) {
    told.push({
      userId: offer.buyerId,
      kind: 'payment_refunded',
      ...words.buyer,
      link: '/dashboard/propertyBought',
    });
  }
  if (offer.agentId) {
    told.push({
      userId: offer.agentId,
      kind: 'payment_refunded',
      ...words.agent,
      link: '/dashboard/requestedProperties',
    });
  }
  await notify(tx, told);
}
