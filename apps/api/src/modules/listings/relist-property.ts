import { MARKET_STATE_MESSAGES, type RelistPropertyBody } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ListingEventSink } from '../saved-searches/listing-events';
import { lockOwnProperty } from './lock-own-property';

/**
 * The agent's own rented listing back on the market from a new month (decision 048): searched,
 * mapped and alertable again. Its advert slot stays free; an admin advertises it again if asked.
 */
export async function relistProperty(
  db: Database,
  agent: SessionUser,
  body: RelistPropertyBody,
  onListingEvent?: ListingEventSink,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const listing = await lockOwnProperty(tx, agent.id, body.propertyId);
    if (listing.marketState !== 'rented') {
      throw new AppError('CONFLICT', MARKET_STATE_MESSAGES.onlyRentedCanBeRelisted);
    }
    await tx
      .update(properties)
      .set({ marketState: 'available', availableFrom: body.availableFrom })
      .where(eq(properties.id, body.propertyId));
    if (listing.verificationStatus === 'verified' && onListingEvent) {
      await onListingEvent(tx, { propertyId: body.propertyId, reason: 'listed' });
    }
    return { modifiedCount: 1 };
  });
}
