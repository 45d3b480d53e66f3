import type { AdminStatistics, AgentStatistics } from '@nestlane/shared';

const DAY_MS = 86_400_000;

/** `days` statistics days ending 2026-11-25, oldest first. */
export function periodDays(days: number): string[] {
  const last = Date.parse('2026-11-25T00:00:00Z');
  return Array.from({ length: days }, (_, index) =>
    new Date(last - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export const LISTING_IDS = {
  busy: '00000000-0000-4000-8000-000000000001',
  quiet: '00000000-0000-4000-8000-000000000002',
  pending: '00000000-0000-4000-8000-000000000003',
  asked: '00000000-0000-4000-8000-000000000004',
  rung: '00000000-0000-4000-8000-000000000005',
} as const;

/**
 * An agent's figures: a busy listing, a quiet one nobody saw, a pending one, one asked about but unseen,
 * one unseen in the period whose number was revealed (a lead: not unnoticed).
 */
export function makeAgentStatistics(days: 30 | 90 = 30, propertyId: string | null = null): AgentStatistics {
  const dayList = periodDays(days);
  const timeline = dayList.map((day, index) => ({
    day,
    views: index === days - 1 ? 12 : index === days - 2 ? 8 : 0,
    wishlists: index === days - 1 ? 2 : 0,
    enquiries: index === days - 3 ? 1 : 0,
    offers: index === days - 1 ? 1 : 0,
    calls: index === days - 1 ? 3 : index === days - 5 ? 2 : 0,
    whatsapp: index === days - 1 ? 2 : 0,
    viewings: index === days - 2 ? 1 : 0,
  }));
  return {
    days,
    from: dayList[0] ?? '',
    to: dayList[days - 1] ?? '',
    propertyId,
    totals: { views: 20, wishlists: 2, enquiries: 1, offers: 1, calls: 5, whatsapp: 2, viewings: 1 },
    listings: [
      {
        _id: LISTING_IDS.quiet,
        title: 'Quiet flat in Mirpur',
        verificationStatus: 'verified',
        views: 0,
        wishlists: 0,
        enquiries: 0,
        offers: 0,
        calls: 0,
        whatsapp: 0,
        viewings: 0,
      },
      {
        _id: LISTING_IDS.busy,
        title: 'Busy flat in Gulshan',
        verificationStatus: 'verified',
        views: 20,
        wishlists: 2,
        enquiries: 0,
        offers: 1,
        calls: 3,
        whatsapp: 2,
        viewings: 1,
      },
      {
        _id: LISTING_IDS.pending,
        title: 'Pending house in Savar',
        verificationStatus: 'pending',
        views: 0,
        wishlists: 0,
        enquiries: 0,
        offers: 0,
        calls: 0,
        whatsapp: 0,
        viewings: 0,
      },
      {
        _id: LISTING_IDS.asked,
        title: 'Asked-about duplex',
        verificationStatus: 'verified',
        views: 0,
        wishlists: 0,
        enquiries: 1,
        offers: 3,
        calls: 0,
        whatsapp: 0,
        viewings: 0,
      },
      {
        _id: LISTING_IDS.rung,
        title: 'Rung flat in Uttara',
        verificationStatus: 'verified',
        views: 0,
        wishlists: 0,
        enquiries: 0,
        offers: 0,
        calls: 2,
        whatsapp: 0,
        viewings: 0,
      },
    ],
    timeline,
  };
}

export function makeAdminStatistics(days: 30 | 90 = 30): AdminStatistics {
  const dayList = periodDays(days);
  return {
    days,
    from: dayList[0] ?? '',
    to: dayList[days - 1] ?? '',
    listings: {
      total: 14,
      byStatus: [
        { key: 'pending', count: 4 },
        { key: 'verified', count: 9 },
        { key: 'rejected', count: 1 },
      ],
      byDivision: [
        { key: 'Dhaka', count: 10 },
        { key: 'Sylhet', count: 4 },
      ],
      byCategory: [
        { key: 'Apartment', count: 8 },
        { key: 'Duplex', count: 6 },
      ],
    },
    verifications: {
      waiting: 4,
      waitingByAge: [
        { key: 'Under 1 day', count: 1 },
        { key: '1 to 3 days', count: 2 },
        { key: '3 to 7 days', count: 0 },
        { key: '7 days or more', count: 1 },
      ],
      oldestWaitHours: 240.5,
      decided: 6,
      medianDecisionHours: 9,
      averageDecisionHours: 20.3,
    },
    totals: { offers: 5, sales: 2, revenue: 310000, newUsers: 7, newAgents: 2 },
    timeline: dayList.map((day, index) => ({
      day,
      offers: index === days - 1 ? 5 : 0,
      sales: index === days - 2 ? 2 : 0,
      revenue: index === days - 2 ? 310000 : 0,
      newUsers: index === days - 1 ? 7 : 0,
      newAgents: index === days - 1 ? 2 : 0,
    })),
  };
}
