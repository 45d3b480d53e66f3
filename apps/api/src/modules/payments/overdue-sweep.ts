/**
 * The cheap sweep that writes down expired deals until a job queue exists (decision 017): at
 * start-up and every few minutes, each overdue accepted offer is settled in its own short
 * transaction (listing locked first, like every writer of a listing's offers). The rules do
 * not wait for it: each one that reads an accepted offer treats an overdue one as ended.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { offers, properties } from '../../db/schema';
import type { PaymentProvider } from '../../payments/payment-provider';
import { expireOverdueOffers, type OverdueOutcome } from './expire-overdue-offers';

const SWEEP_INTERVAL_MS = 5 * 60_000;
const BATCH_SIZE = 100;

async function settleOneOverdueOffer(
  db: Database,
  provider: PaymentProvider,
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
    return expireOverdueOffers(tx, provider, { offerId: offer.id }, now);
  });
}

/**
 * Settles one listing's overdue offers in their own transaction, before a change that needs the
 * listing free (a new offer, an accept): committed first, so a payment found to have succeeded
 * stays bought even when that change is then refused.
 */
export async function settleOverdueOffersOfListing(
  db: Database,
  provider: PaymentProvider,
  propertyId: string,
  now = new Date(),
): Promise<OverdueOutcome[]> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    return expireOverdueOffers(tx, provider, { propertyId }, now);
  });
}

/** Every accepted offer overdue at `now`; answers how many expired and how many turned out paid. */
export async function sweepOverdueOffers(
  db: Database,
  provider: PaymentProvider,
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
        for (const outcome of await settleOneOverdueOffer(db, provider, offer, now)) tally[outcome] += 1;
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

/** Runs the sweep once the app is ready and then every few minutes, until the app closes. */
export function scheduleOverdueSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const tally = await sweepOverdueOffers(app.db, app.payments, app.log);
      if (tally.expired + tally.bought + tally.failed > 0) app.log.info(tally, 'overdue offers swept');
    } catch (error) {
      app.log.error({ err: error }, 'overdue offer sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
