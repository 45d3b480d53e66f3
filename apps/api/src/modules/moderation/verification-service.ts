/**
 * Manage Properties (spec screen 8): every listing for the admin, the undecided ones
 * first, and the one-time decision verified or rejected.
 */
import type { PageQuery, Property } from '@nestlane/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';
import type { ListingEventSink } from '../saved-searches/listing-events';
import { lockProperty } from './lock-property';
import { MODERATION_MESSAGES } from './messages';

export async function findPropertiesForReview(
  db: Database,
  query: PageQuery,
): Promise<{ items: Property[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectPropertiesWithAgent(db)
      .orderBy(
        sql`(${properties.verificationStatus} = 'pending') desc`,
        desc(properties.addedAt),
        desc(properties.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(properties),
  ]);
  return { items: rows.map(toPropertyJson), total: Number(totals[0]?.total ?? 0) };
}

/**
 * Pending becomes verified or rejected, once (the spec replaces the buttons by the final
 * label). A rejected listing cannot stay advertised, so it also gives up its slot.
 */
export async function decidePropertyStatus(
  db: Database,
  id: string,
  status: 'verified' | 'rejected',
  onListingEvent?: ListingEventSink,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const current = await lockProperty(tx, id);
    if (current.verificationStatus !== 'pending') {
      throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyDecided(current.verificationStatus));
    }
    const updated = await tx
      .update(properties)
      .set(
        status === 'rejected'
          ? { verificationStatus: status, advertiseStatus: 'disadvertise', moderatedAt: new Date() }
          : { verificationStatus: status, moderatedAt: new Date() },
      )
      .where(eq(properties.id, id))
      .returning({ id: properties.id, agentId: properties.agentId, title: properties.title });
    await notify(
      tx,
      updated.map((listing) => ({
        userId: listing.agentId,
        kind: status === 'verified' ? ('listing_verified' as const) : ('listing_rejected' as const),
        title:
          status === 'verified'
            ? message('notification.listingVerified.title', { title: listing.title })
            : message('notification.listingRejected.title', { title: listing.title }),
        link: '/dashboard/addedProperties',
      })),
    );
    // Now public: the saved searches it matches hear about it (a job sent with this change).
    if (status === 'verified' && onListingEvent)
      await onListingEvent(tx, { propertyId: id, reason: 'listed' });
    return { modifiedCount: updated.length };
  });
}
