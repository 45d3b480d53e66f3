/**
 * Ending the open deals (pending and accepted offers) of a person the admin flags or deletes,
 * inside the admin's transaction (decision 017). The spec's status becomes 'rejected' and the
 * stored reason tells the other side why; the listing is freed because the one-deal index
 * counts only accepted and bought offers.
 */
import type { OfferEndReason } from '@nestlane/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { offers } from '../../db/schema';
import { message } from '../../i18n/message';
import { notify } from '../notifications/notify';

export async function endOpenDeals(
  tx: Transaction,
  party: { agentId: string } | { buyerId: string },
  reason: OfferEndReason,
): Promise<number> {
  const isParty = 'agentId' in party ? eq(offers.agentId, party.agentId) : eq(offers.buyerId, party.buyerId);
  const ended = await tx
    .update(offers)
    .set({ status: 'rejected', endReason: reason, paymentDueAt: null })
    .where(and(isParty, inArray(offers.status, ['pending', 'accepted'])))
    .returning({ id: offers.id, buyerId: offers.buyerId, propertyTitle: offers.propertyTitle });
  // The buyers of an agent who is flagged or deleted hear that their deal ended, and why.
  if ('agentId' in party) {
    await notify(
      tx,
      ended.flatMap(({ buyerId, propertyTitle }) =>
        buyerId
          ? [
              {
                userId: buyerId,
                kind: 'deal_ended' as const,
                title: message('notification.dealEnded.title', { title: propertyTitle }),
                body:
                  reason === 'agent-fraud'
                    ? message('notification.dealEnded.agentFraudBody')
                    : message('notification.dealEnded.agentDeletedBody'),
                link: '/dashboard/propertyBought',
              },
            ]
          : [],
      ),
    );
  }
  return ended.length;
}
