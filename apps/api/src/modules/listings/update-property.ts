import {
  findAreaProblem,
  findFactsProblem,
  findLocalityProblem,
  LISTING_FACT_KEYS,
  type ListingFacts,
  type UpdatePropertyBody,
} from '@nestlane/shared';
import { and, between, eq, not, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { offers, properties } from '../../db/schema';
import { isPriceCut, priceChanges } from '../../db/schema-price-history';
import { AppError } from '../../lib/app-error';
import { findGalleries, replaceGallery } from '../properties/gallery';
import type { ListingEventSink } from '../saved-searches/listing-events';
import { lockOwnProperty } from './lock-own-property';
import { AGENT_LISTING_MESSAGES } from './messages';

/**
 * Edits a verified listing of the agent's own (it stays verified). A pending offer must
 * match the terms the agent will decide it on: inside the new price range it takes the
 * new title, location, picture and range; outside it, it is rejected with its old terms.
 * Accepted and bought offers keep the terms of their deal. A new price range is recorded in
 * the listing's price history.
 */
export async function updateProperty(
  db: Database,
  agent: SessionUser,
  id: string,
  body: UpdatePropertyBody,
  onListingEvent?: ListingEventSink,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const current = await lockOwnProperty(tx, agent.id, id);
    if (current.verificationStatus !== 'verified') {
      throw new AppError('CONFLICT', AGENT_LISTING_MESSAGES.onlyVerifiedCanBeUpdated);
    }
    // The update body has no place: a city area must fit the listing's own district and upazila.
    const areaProblem = body.area ? findAreaProblem({ ...current, area: body.area }) : undefined;
    if (areaProblem) throw new AppError('VALIDATION_ERROR', areaProblem);
    // A locality lies in the area: a new area without one clears the old area's (decision 049).
    const area = body.area ?? current.area;
    const locality = body.locality ?? (area === current.area ? current.locality : '');
    const localityProblem = findLocalityProblem({ ...current, area, locality });
    if (body.locality !== undefined && localityProblem)
      throw new AppError('VALIDATION_ERROR', localityProblem);
    // The facts' rules on the listing as it will be: its stored facts with the body's over them.
    const newFacts = pickGivenFacts(body);
    const factsProblem = findFactsProblem(
      { ...current, ...newFacts },
      { listedFor: current.listedFor, minPrice: body.minPrice, maxPrice: body.maxPrice },
    );
    if (factsProblem) throw new AppError('VALIDATION_ERROR', factsProblem.message);
    if (body.gallery) {
      const current = (await findGalleries(tx, [id])).get(id);
      await replaceGallery(tx, id, body.gallery, current);
    }
    const change = {
      oldMinPrice: current.minPrice,
      oldMaxPrice: current.maxPrice,
      newMinPrice: body.minPrice,
      newMaxPrice: body.maxPrice,
    };
    const isPriceChanged = current.minPrice !== body.minPrice || current.maxPrice !== body.maxPrice;
    const updated = await tx
      .update(properties)
      .set({
        image: body.propertyImage,
        title: body.propertyTitle,
        // Absent keeps the text (decision 059); the spec's client never sends these.
        ...(body.propertyTitleBn === undefined ? {} : { titleBn: body.propertyTitleBn }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.descriptionBn === undefined ? {} : { descriptionBn: body.descriptionBn }),
        location: body.propertyLocation,
        minPrice: body.minPrice,
        maxPrice: body.maxPrice,
        ...(body.area === undefined ? {} : { area: body.area }),
        ...(locality === current.locality ? {} : { locality }),
        ...newFacts,
        // 'Price reduced' follows the latest change (decision 038): a cut sets it, any other change clears it.
        ...(isPriceChanged ? { priceCutAt: isPriceCut(change) ? sql`now()` : null } : {}),
      })
      .where(eq(properties.id, id))
      .returning({ id: properties.id });
    if (isPriceChanged) await tx.insert(priceChanges).values({ propertyId: id, ...change });
    // A cut may bring it within a saved search's budget (a job sent with this change).
    if (isPriceChanged && isPriceCut(change) && onListingEvent) {
      await onListingEvent(tx, { propertyId: id, reason: 'price_cut' });
    }
    const isPendingOffer = and(eq(offers.propertyId, id), eq(offers.status, 'pending'));
    const isWithinNewRange = between(offers.offeredPrice, body.minPrice, body.maxPrice);
    await tx
      .update(offers)
      .set({ status: 'rejected' })
      .where(and(isPendingOffer, not(isWithinNewRange)));
    await tx
      .update(offers)
      .set({
        propertyTitle: body.propertyTitle,
        propertyLocation: body.propertyLocation,
        propertyImage: body.propertyImage,
        minPrice: body.minPrice,
        maxPrice: body.maxPrice,
      })
      .where(and(isPendingOffer, isWithinNewRange));
    return { modifiedCount: updated.length };
  });
}

/** The facts the body says something about: absent keeps the stored fact, null clears it. */
function pickGivenFacts(body: UpdatePropertyBody): Partial<ListingFacts> {
  return Object.fromEntries(
    LISTING_FACT_KEYS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  );
}
