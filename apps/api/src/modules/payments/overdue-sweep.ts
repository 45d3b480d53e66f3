/**
 * The cheap sweep that writes down expired deals (decision 017), at start-up and, as a pg-boss job
 * since decision 058, every five minutes by cron: each overdue accepted offer is settled in its
 * own short transaction (listing locked first, like every writer of a listing's offers). The rules
 * do not wait for it: each one that reads an accepted offer treats an overdue one as ended.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { offers, properties } from '../../db/schema';
import type { PaymentProviders } from '../../payments/payment-providers';
import { expireOverdueOffers, type OverdueOutcome } from './expire-overdue-offers';

export const OVERDUE_SWEEP_JOB = 'overdue-offer-sweep';
export const OVERDUE_SWEEP_SCHEDULE = { expression: '*/5 * * * *', timeZone: 'Asia/Dhaka' };
const BATCH_SIZE = 100;

async function settleOneOverdueOffer(
  db: Database,
  providers: PaymentProviders,
  offer: { id: string; propertyId: string | null },
  now: Date,
): Promise<OverdueOutcome[]> {
  return db.transaction(async (tx) => {
    if (offer.propertyId) {
      await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, offer.propertyId))
        .for('update');
    }
    return expireOverdueOffers(tx, providers, { offerId: offer.id }, now);
  });
}

/**
 * Settles one listing's overdue offers in their own transaction, before a change that needs the
 * listing free (a new offer, an accept): committed first, so a payment found to have succeeded
 * stays bought even when that change is then refused.
 */
export async function settleOverdueOffersOfListing(
  db: Database,
  providers: PaymentProviders,
  propertyId: string,
  now = new Date(),
): Promise<OverdueOutcome[]> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    return expireOverdueOffers(tx, providers, { propertyId }, now);
  });
}

/** Every accepted offer overdue at `now`; answers how many expired and how many turned out paid. */
export async function sweepOverdueOffers(
  db: Database,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<{ expired: number; bought: number; failed: number }> {
  const tally = { expired: 0, bought: 0, failed: 0 };
  const seen = new Set<string>();
  for (;;) {
    const batch = await db
      .select({ id: offers.id, propertyId: offers.propertyId })
      .from(offers)
      .where(and(eq(offers.status, 'accepted'), lte(offers.paymentDueAt, now)))
      .orderBy(asc(offers.paymentDueAt), asc(offers.id))
      .limit(BATCH_SIZE);
    const fresh = batch.filter((offer) => !seen.has(offer.id));
    for (const offer of fresh) {
      seen.add(offer.id);
      try {
        for (const outcome of await settleOneOverdueOffer(db, providers, offer, now)) tally[outcome] += 1;
      } catch (error) {
        log.warn({ err: error, offerId: offer.id }, 'overdue offer not settled');
        // The provider did not answer, or a payment no longer fits its listing: the offer stays
        // accepted (every rule already reads it as expired) and the next sweep tries again.
        tally.failed += 1;
      }
    }
    if (batch.length < BATCH_SIZE || fresh.length === 0) return tally;
  }
}

/**
 * The sweep once the app is ready, before the first request (decision 017), then every five minutes
 * as a job (decision 058). A sweep that fails as a whole (the database went away) is retried; a lost
 * one runs again after its expiry, and the next slot comes anyway. Each offer is settled in its own
 * transaction, so two sweeps at once settle nothing twice.
 */
export function defineOverdueSweepJob(app: FastifyInstance): void {
  const sweep = async () => {
    const tally = await sweepOverdueOffers(app.db, app.paymentProviders, app.log);
    if (tally.expired + tally.bought + tally.failed > 0) app.log.info(tally, 'overdue offers swept');
  };
  app.jobs.define({
    name: OVERDUE_SWEEP_JOB,
    retryLimit: 2,
    retryDelay: 30,
    // The payment provider is asked about each overdue offer, each call bounded by its client.
    expireInSeconds: 240,
    cron: OVERDUE_SWEEP_SCHEDULE,
    handler: sweep,
  });
  app.addHook('onReady', async () => {
    await sweep().catch((error: unknown) => app.log.error({ err: error }, 'overdue offer sweep failed'));
  });
}
