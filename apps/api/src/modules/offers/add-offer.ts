import { type AddOfferBody, DEAL_STATUSES, isWithinPriceRange, MESSAGES } from '@nestlane/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';
import { message, taka } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import type { PaymentProviders } from '../../payments/payment-providers';
import { notify } from '../notifications/notify';
import { expireOverdueOffers } from '../payments/expire-overdue-offers';
import { settleOverdueOffersOfListing } from '../payments/overdue-sweep';
import { lockPublicProperty } from '../properties/lock-public-property';
import { OFFER_API_MESSAGES } from './messages';

/**
 * A buyer's offer on a public listing. Everything but the amount and the date comes from
 * the database: the listing's terms and agent, the buyer from the session (read fresh on
 * every request). The listing row is locked first, so two offers or an offer and an accept
 * on one listing cannot both pass the checks below.
 */
export async function addOffer(
  db: Database,
  buyer: SessionUser,
  body: AddOfferBody,
  providers: PaymentProviders,
  now = new Date(),
): Promise<{ insertedId: string }> {
  // A deal left unpaid past its window no longer holds the listing (decision 017); one the
  // provider says was paid becomes bought, committed whatever this offer's fate.
  await settleOverdueOffersOfListing(db, providers, body.propertyId, now);
  return db.transaction(async (tx) => {
    const listing = await lockPublicProperty(tx, body.propertyId);
    // Again under this lock, for a window that closed a moment ago.
    await expireOverdueOffers(tx, providers, { propertyId: listing.id }, now);
    if (listing.agentId === buyer.id) throw new AppError('CONFLICT', OFFER_API_MESSAGES.ownProperty);
    // Sold or rented (decision 048): its page stays, but it takes no offer.
    if (listing.marketState !== 'available')
      throw new AppError('CONFLICT', OFFER_API_MESSAGES.noLongerAvailable);
    if (!isWithinPriceRange(body.offerredPriceRange, listing)) {
      throw new AppError('BAD_REQUEST', MESSAGES.offerOutOfRange);
    }
    const openOffers = await tx
      .select({ buyerId: offers.buyerId, status: offers.status })
      .from(offers)
      .where(and(eq(offers.propertyId, listing.id), inArray(offers.status, ['pending', ...DEAL_STATUSES])));
    const isOwnOpenOffer = (offer: (typeof openOffers)[number]) =>
      offer.buyerId === buyer.id && (offer.status === 'pending' || offer.status === 'accepted');
    if (openOffers.some(isOwnOpenOffer)) throw new AppError('CONFLICT', OFFER_API_MESSAGES.alreadyOffered);
    if (openOffers.some((offer) => offer.status !== 'pending')) {
      throw new AppError('CONFLICT', OFFER_API_MESSAGES.noLongerAvailable);
    }
    const [row] = await tx
      .insert(offers)
      .values({
        propertyId: listing.id,
        agentId: listing.agentId,
        buyerId: buyer.id,
        propertyTitle: listing.title,
        propertyLocation: listing.location,
        propertyImage: listing.image,
        minPrice: listing.minPrice,
        maxPrice: listing.maxPrice,
        agentName: listing.agentName,
        agentEmail: listing.agentEmail,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        offeredPrice: body.offerredPriceRange,
        offeredDate: body.offerredDate,
        status: 'pending',
      })
      .returning({ id: offers.id });
    if (!row) throw new Error('the new offer was not inserted');
    await notify(tx, {
      userId: listing.agentId,
      kind: 'offer_received',
      title: message('notification.offerReceived.title', { title: listing.title }),
      body: message('notification.offerReceived.body', {
        buyer: buyer.name,
        price: taka(body.offerredPriceRange),
        title: listing.title,
      }),
      link: '/dashboard/requestedProperties',
    });
    return { insertedId: row.id };
  });
}
