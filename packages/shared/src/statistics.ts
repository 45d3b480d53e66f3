/**
 * The numbers of the agent's and the admin's dashboards (issue 15, decision 039): what each
 * period's figures are, per listing and per Asia/Dhaka day (decision 051).
 */
import { z } from 'zod';
import { VERIFICATION_STATUSES } from './constants';
import { idSchema } from './property';

/** The periods a dashboard offers, in days up to and including today (Asia/Dhaka). */
export const STATISTICS_PERIODS = [30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

const periodSchema = z.coerce
  .number({ message: 'days must be 30 or 90' })
  .refine((days): days is StatisticsPeriod => days === 30 || days === 90, 'days must be 30 or 90')
  .default(30);

export const adminStatisticsQuerySchema = z.object({ days: periodSchema });
export type AdminStatisticsQuery = z.output<typeof adminStatisticsQuerySchema>;

/** `propertyId` narrows the agent's timeline to one of their listings. */
export const agentStatisticsQuerySchema = z.object({ days: periodSchema, propertyId: idSchema.optional() });
export type AgentStatisticsQuery = z.output<typeof agentStatisticsQuerySchema>;

const count = z.number().int().nonnegative();
/** An Asia/Dhaka day, YYYY-MM-DD. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const periodFields = { days: z.number().int(), from: daySchema, to: daySchema };

/**
 * What people did with an agent's listings in a period. `calls` and `whatsapp` are the numbers revealed
 * by the listing's Call and WhatsApp taps (decision 053); with `enquiries` (messages) and `viewings`
 * (viewing requests) they are the listing's leads (LEAD_KEYS).
 */
export const listingActivitySchema = z.object({
  views: count,
  wishlists: count,
  enquiries: count,
  offers: count,
  calls: count,
  whatsapp: count,
  viewings: count,
});
export type ListingActivity = z.infer<typeof listingActivitySchema>;
export const LISTING_ACTIVITY_KEYS = [
  'views',
  'wishlists',
  'enquiries',
  'offers',
  'calls',
  'whatsapp',
  'viewings',
] as const;
/** The figures that are leads, a person reaching the agent: calls, WhatsApp, messages and viewings. */
export const LEAD_KEYS = ['calls', 'whatsapp', 'enquiries', 'viewings'] as const;
export type LeadKey = (typeof LEAD_KEYS)[number];

/** A listing's (or a period's) leads, all kinds together. */
export function countLeads(activity: Pick<ListingActivity, LeadKey>): number {
  return LEAD_KEYS.reduce((sum, key) => sum + activity[key], 0);
}

export const agentListingStatisticsSchema = listingActivitySchema.extend({
  _id: idSchema,
  title: z.string(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
});
export type AgentListingStatistics = z.infer<typeof agentListingStatisticsSchema>;

export const agentStatisticsSchema = z.object({
  ...periodFields,
  /** The listing the timeline is narrowed to, if any. */
  propertyId: idSchema.nullable(),
  totals: listingActivitySchema,
  /** Every listing of the agent's, whatever its status, with its figures in the period. */
  listings: z.array(agentListingStatisticsSchema),
  /** One entry per day of the period, oldest first. */
  timeline: z.array(listingActivitySchema.extend({ day: daySchema })),
});
export type AgentStatistics = z.infer<typeof agentStatisticsSchema>;

const countByKeySchema = z.object({ key: z.string(), count });
export type CountByKey = z.infer<typeof countByKeySchema>;

/** How long a pending listing has waited, the admin dashboard's groups in this order. */
export const WAIT_AGE_GROUPS = ['Under 1 day', '1 to 3 days', '3 to 7 days', '7 days or more'] as const;

export const marketActivitySchema = z.object({
  offers: count,
  sales: count,
  /** The sum of the sales' prices. */
  revenue: count,
  newUsers: count,
  newAgents: count,
});
export type MarketActivity = z.infer<typeof marketActivitySchema>;
export const MARKET_ACTIVITY_KEYS = ['offers', 'sales', 'revenue', 'newUsers', 'newAgents'] as const;

export const adminStatisticsSchema = z.object({
  ...periodFields,
  listings: z.object({
    total: count,
    byStatus: z.array(countByKeySchema),
    byDivision: z.array(countByKeySchema),
    byCategory: z.array(countByKeySchema),
  }),
  verifications: z.object({
    /** Listings pending now, and how long they have waited (WAIT_AGE_GROUPS). */
    waiting: count,
    waitingByAge: z.array(countByKeySchema),
    oldestWaitHours: z.number().nullable(),
    /** Verified or rejected in the period, and the hours from listing to decision. */
    decided: count,
    medianDecisionHours: z.number().nullable(),
    averageDecisionHours: z.number().nullable(),
  }),
  totals: marketActivitySchema,
  timeline: z.array(marketActivitySchema.extend({ day: daySchema })),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

/** The beacon's answer: whether this look was counted (crawlers' are not). */
export const viewCountedSchema = z.object({ counted: z.boolean() });
