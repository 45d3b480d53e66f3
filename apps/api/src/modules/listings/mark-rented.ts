import { MARKET_STATE_MESSAGES } from '@nestlane/shared';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { takeOffMarket } from '../properties/take-off-market';
import { lockOwnProperty } from './lock-own-property';
import { rejectPendingOffers } from './reject-pending-offers';

/**
 * The agent's own rental, let outside Nestlane, leaves the market (decision 048): out of search,
 * the map, alerts and the advertised six, its page marked Rented. A buyer told "accepted" may be
 * paying, so an accepted offer blocks it; pending offers can no longer be decided and are rejected.
 */
export async function markRented(
  db: Database,
  agent: SessionUser,
  propertyId: string,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const listing = await lockOwnProperty(tx, agent.id, propertyId);
    if (listing.listedFor !== 'For Rent') {
      throw new AppError('CONFLICT', MARKET_STATE_MESSAGES.onlyRentalsCanBeRented);
    }
    if (listing.marketState !== 'available') {
      throw new AppError('CONFLICT', MARKET_STATE_MESSAGES.onlyAvailableCanBeRented);
    }
    await rejectPendingOffers(tx, propertyId);
    await takeOffMarket(tx, propertyId, 'rented');
    return { modifiedCount: 1 };
  });
}
