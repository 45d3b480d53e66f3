/** The admin's Statistics page (issue 15, decision 039): listings now, verifications, the market over the period. */
import { type AdminStatistics, type AdminStatisticsQuery, MARKET_ACTIVITY_KEYS } from '@nestlane/shared';
import type { Database } from '../../db/client';
import { countListings } from './admin-listing-counts';
import { findMarketTimeline } from './market-timeline';
import { findPeriod, sumTimeline } from './period';
import { findVerificationWaits } from './verification-waits';

export async function findAdminStatistics(
  db: Database,
  query: AdminStatisticsQuery,
  now = new Date(),
): Promise<AdminStatistics> {
  const period = findPeriod(query.days, now);
  const [listings, verifications, timeline] = await Promise.all([
    countListings(db),
    findVerificationWaits(db, period),
    findMarketTimeline(db, period),
  ]);
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    listings,
    verifications,
    totals: sumTimeline(timeline, MARKET_ACTIVITY_KEYS),
    timeline,
  };
}
