/**
 * The agent's decision on a pending offer (spec screen 7): accepted or rejected, once.
 * Accepting one offer rejects the other pending offers on the listing; a listing never has
 * two accepted-or-bought offers, which the partial unique index guarantees whatever races.
 * Accepting opens the offer's payment window; a deal left unpaid past its own no longer holds
 * the listing (decision 017).
 */
import { findSumDue } from '@nestlane/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { offers, properties } from '../../db/schema';
import { message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import type { PaymentProviders } from '../../payments/payment-providers';
import { notify } from '../notifications/notify';
import { findPaymentDueAt } from '../offer-records/payment-window';
import { expireOverdueOffers } from '../payments/expire-overdue-offers';
import { settleOverdueOffersOfListing } from '../payments/overdue-sweep';
import { OFFER_API_MESSAGES } from './messages';

export type OfferDecision = { status: 'accepted' | 'rejected'; propertyId?: string | undefined };

const ONE_DEAL_PER_PROPERTY = 'offers_one_deal_per_property_uq';

/** The agent's own offer, its row locked; another agent's offer is "not found". */
async function lockOwnOffer(tx: Transaction, agentId: string, id: string) {
  const [row] = await tx
    .select({
      id: offers.id,
      propertyId: offers.propertyId,
      status: offers.status,
      buyerId: offers.buyerId,
      propertyTitle: offers.propertyTitle,
      offeredPrice: offers.offeredPrice,
    })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.agentId, agentId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', OFFER_API_MESSAGES.offerNotFound);
  return row;
}

/** The listing an offer is on, read without a lock: only to know which row to lock first. */
async function findOwnOfferListing(tx: Database | Transaction, agentId: string, id: string) {
  const [row] = await tx
    .select({ propertyId: offers.propertyId })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.agentId, agentId)));
  if (!row) throw new AppError('NOT_FOUND', OFFER_API_MESSAGES.offerNotFound);
  return row.propertyId;
}

/**
 * The listing's row locked, and its terms as they are at acceptance: the sum the buyer will pay comes from
 * them (decision 055). Undefined when the offer has no listing left.
 */
async function lockListingTerms(tx: Transaction, propertyId: string | null) {
  if (!propertyId) return undefined;
  const [terms] = await tx
    .select({
      listedFor: properties.listedFor,
      bookingPercent: properties.bookingPercent,
      bookingAmount: properties.bookingAmount,
      advanceMonths: properties.advanceMonths,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  return terms;
}

/** Each buyer hears of the decision on their offer (a deleted buyer's offer has no one to tell). */
async function notifyBuyers(
  tx: Transaction,
  decided: { buyerId: string | null; propertyTitle: string }[],
  status: 'accepted' | 'rejected',
) {
  await notify(
    tx,
    decided.flatMap(({ buyerId, propertyTitle }) =>
      buyerId
        ? [
            {
              userId: buyerId,
              kind: status === 'accepted' ? ('offer_accepted' as const) : ('offer_rejected' as const),
              title:
                status === 'accepted'
                  ? message('notification.offerAccepted.title', { title: propertyTitle })
                  : message('notification.offerRejected.title', { title: propertyTitle }),
              ...(status === 'accepted' ? { body: message('notification.offerAccepted.body') } : {}),
              link: '/dashboard/propertyBought',
            },
          ]
        : [],
    ),
  );
}

/** Every provider a payment may have gone through: an overdue offer's is asked before it ends. */
export type DealTerms = { providers: PaymentProviders; paymentWindowDays: number };

export async function decideOffer(
  db: Database,
  agent: SessionUser,
  id: string,
  decision: OfferDecision,
  terms: DealTerms,
  now = new Date(),
): Promise<{ modifiedCount: number }> {
  if (decision.status === 'accepted') {
    // A deal left unpaid past its window no longer holds the listing (decision 017); one the
    // provider says was paid becomes bought, committed whatever this decision's fate.
    const propertyId = await findOwnOfferListing(db, agent.id, id);
    if (propertyId) await settleOverdueOffersOfListing(db, terms.providers, propertyId, now);
  }
  try {
    return await db.transaction(async (tx) => {
      // Accepting locks the listing before any of its offers, the order every writer of a
      // listing's offers follows (adding, editing and deleting the listing), so none deadlock.
      let listingTerms: Awaited<ReturnType<typeof lockListingTerms>>;
      if (decision.status === 'accepted') {
        const propertyId = await findOwnOfferListing(tx, agent.id, id);
        listingTerms = await lockListingTerms(tx, propertyId);
        // Again under this lock, for a window that closed a moment ago.
        if (propertyId) await expireOverdueOffers(tx, terms.providers, { propertyId }, now);
      }
      const offer = await lockOwnOffer(tx, agent.id, id);
      if (decision.propertyId !== undefined && decision.propertyId !== offer.propertyId) {
        throw new AppError('BAD_REQUEST', OFFER_API_MESSAGES.otherProperty);
      }
      if (offer.status !== 'pending') {
        throw new AppError('CONFLICT', OFFER_API_MESSAGES.alreadyDecided(offer.status));
      }
      if (decision.status === 'rejected') {
        await tx.update(offers).set({ status: 'rejected' }).where(eq(offers.id, offer.id));
        await notifyBuyers(tx, [offer], 'rejected');
        return { modifiedCount: 1 };
      }
      if (!offer.propertyId || !listingTerms) {
        throw new AppError('CONFLICT', OFFER_API_MESSAGES.noLongerAvailable);
      }
      const due = findSumDue(listingTerms, offer.offeredPrice);
      await tx
        .update(offers)
        .set({
          status: 'accepted',
          amountDue: due.amount,
          isBooking: due.isBooking,
          acceptedAt: now,
          paymentDueAt: findPaymentDueAt(now, terms.paymentWindowDays),
        })
        .where(eq(offers.id, offer.id));
      const others = await tx
        .update(offers)
        .set({ status: 'rejected' })
        .where(
          and(eq(offers.propertyId, offer.propertyId), eq(offers.status, 'pending'), ne(offers.id, offer.id)),
        )
        .returning({ buyerId: offers.buyerId, propertyTitle: offers.propertyTitle });
      await notifyBuyers(tx, [offer], 'accepted');
      await notifyBuyers(tx, others, 'rejected');
      return { modifiedCount: 1 };
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_DEAL_PER_PROPERTY)) {
      throw new AppError('CONFLICT', OFFER_API_MESSAGES.noLongerAvailable, { cause: error });
    }
    throw error;
  }
}
