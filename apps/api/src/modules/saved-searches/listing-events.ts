/**
 * The events that can alert a saved search, sent as a job by the change's own transaction: a
 * listing the admin verifies, a price cut on a public listing (decision 037).
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import type { ListingEvent } from './alert-service';

export const LISTING_ALERT_JOB = 'saved-search-listing-alert';
export const DAILY_DIGEST_JOB = 'saved-search-daily-digest';

/** What a service calls inside its transaction when a listing becomes public or gets cheaper. */
export type ListingEventSink = (tx: Transaction, event: ListingEvent) => Promise<void>;

export function queueListingAlerts(app: FastifyInstance): ListingEventSink {
  return (tx, event) => app.jobs.send(LISTING_ALERT_JOB, event, tx);
}
