/**
 * The demo's figures for the statistics pages (decision 039): when each decided listing was decided, and
 * how often each public listing was looked at per Asia/Dhaka day over the last 90 days. A PRNG of its own, so the
 * rest of the demo (titles, prices, offers) stays exactly as it was.
 */
import { dhakaDay, type VerificationStatus } from '@nestlane/shared';
import { createRandom } from './random';

const ACTIVITY_SEED = 39_039;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const VIEW_DAYS = 90;
/** Every so many public listings, one nobody looked at: the agent's page calls such listings out. */
const UNSEEN_EVERY = 7;

type PlannedListing = { verificationStatus: VerificationStatus; addedAt: Date };

export type DemoListingActivity = {
  /** Per listing, in the plan's order: when an admin decided it (null while pending). */
  moderatedAt: (Date | null)[];
  views: { listingIndex: number; day: string; views: number }[];
};

export function planListingActivity(listings: readonly PlannedListing[], now: Date): DemoListingActivity {
  const random = createRandom(ACTIVITY_SEED);
  const moderatedAt = listings.map((listing) => {
    if (listing.verificationStatus === 'pending') return null;
    const decided = listing.addedAt.getTime() + random.int(1, 72) * HOUR_MS;
    return new Date(Math.min(decided, now.getTime() - 60_000));
  });
  // Calendar days stepped in UTC from each Dhaka day's date: exact, whatever the server's zone.
  const today = Date.parse(`${dhakaDay(now)}T00:00:00Z`);
  const views: DemoListingActivity['views'] = [];
  let publicCount = 0;
  listings.forEach((listing, listingIndex) => {
    if (listing.verificationStatus !== 'verified') return;
    publicCount += 1;
    if (publicCount % UNSEEN_EVERY === 0) return;
    const popularity = random.int(1, 8);
    const firstDay = Math.max(
      today - (VIEW_DAYS - 1) * DAY_MS,
      Date.parse(`${dhakaDay(listing.addedAt)}T00:00:00Z`),
    );
    for (let day = firstDay; day <= today; day += DAY_MS) {
      const count = random.int(0, popularity);
      if (count > 0)
        views.push({ listingIndex, day: new Date(day).toISOString().slice(0, 10), views: count });
    }
  });
  return { moderatedAt, views };
}
