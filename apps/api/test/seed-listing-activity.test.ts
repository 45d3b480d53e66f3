/**
 * The demo's statistics figures (decision 039): decided listings have a decision moment between their
 * listing and now, pending ones none; views fall on the last 90 Asia/Dhaka days, on public listings only, and
 * some public listings have none (the agent's page calls them out). The same on every run.
 */
import { describe, expect, it } from 'vitest';
import { planListingActivity } from '../src/seed/listing-activity';

const NOW = new Date('2026-11-25T05:00:00Z');
const DAY_MS = 86_400_000;
const LISTINGS = Array.from({ length: 30 }, (_, index) => ({
  verificationStatus:
    index % 10 === 0
      ? ('pending' as const)
      : index % 10 === 1
        ? ('rejected' as const)
        : ('verified' as const),
  addedAt: new Date(NOW.getTime() - (index + 1) * 5 * DAY_MS),
}));

describe('planListingActivity', () => {
  const plan = planListingActivity(LISTINGS, NOW);

  it('times each decision after its listing and before now; pending listings are undecided', () => {
    plan.moderatedAt.forEach((moment, index) => {
      const listing = LISTINGS[index];
      if (listing?.verificationStatus === 'pending') expect(moment).toBeNull();
      else {
        expect(moment?.getTime()).toBeGreaterThan(listing?.addedAt.getTime() ?? Number.POSITIVE_INFINITY);
        expect(moment?.getTime()).toBeLessThan(NOW.getTime());
      }
    });
  });

  it('gives views to public listings only, on the last 90 days, and leaves some public listings unseen', () => {
    const first = new Date(NOW.getTime() - 89 * DAY_MS).toISOString().slice(0, 10);
    const seen = new Set(plan.views.map((row) => row.listingIndex));
    for (const row of plan.views) {
      expect(LISTINGS[row.listingIndex]?.verificationStatus).toBe('verified');
      expect(row.day >= first && row.day <= '2026-11-25').toBe(true);
      expect(row.views).toBeGreaterThan(0);
    }
    const unseenPublic = LISTINGS.filter(
      (listing, index) => listing.verificationStatus === 'verified' && !seen.has(index),
    );
    expect(unseenPublic.length).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThan(unseenPublic.length);
    expect(new Set(plan.views.map((row) => `${row.listingIndex}|${row.day}`)).size).toBe(plan.views.length);
  });

  it('is the same on every run', () => {
    expect(planListingActivity(LISTINGS, NOW)).toEqual(plan);
  });
});
