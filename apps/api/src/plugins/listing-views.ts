/**
 * Listing views written in batches (issue 15, decision 039): the beacon route only adds to this
 * instance's tally in memory; every VIEW_FLUSH_INTERVAL_MS (sooner when the tally grows large) and
 * when the server closes, the tally becomes one upsert that adds to what other instances wrote.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createViewTally } from '../modules/listing-views/view-tally';
import { writeViews } from '../modules/listing-views/write-views';

export const VIEW_FLUSH_INTERVAL_MS = 5_000;
/** Listing-days held before a flush starts early (memory stays small under a burst). */
const EARLY_FLUSH_SIZE = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    listingViews: {
      /** One look at a listing, counted in memory. */
      count: (propertyId: string) => void;
      /** Writes what is counted now; answers when it is in the database (tests, shutdown). */
      flush: () => Promise<void>;
    };
  }
}

async function registerListingViews(app: FastifyInstance) {
  const tally = createViewTally();
  let running: Promise<void> = Promise.resolve();

  async function writeTally() {
    const rows = tally.take();
    if (rows.length === 0) return;
    try {
      await writeViews(app.db, rows);
    } catch (error) {
      tally.restore(rows);
      app.log.error({ err: error }, 'listing views not written; kept for the next flush');
    }
  }

  /** One write at a time: a flush asked for while one runs follows it. */
  function flush(): Promise<void> {
    running = running.then(writeTally);
    return running;
  }

  app.decorate('listingViews', {
    count: (propertyId: string) => {
      tally.add(propertyId);
      if (tally.size >= EARLY_FLUSH_SIZE) void flush();
    },
    flush,
  });
  const timer = setInterval(() => void flush(), VIEW_FLUSH_INTERVAL_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  // Plugins close in reverse order of registration: this runs before the db plugin closes the database.
  app.addHook('onClose', async () => {
    await flush();
  });
}

export default fp(registerListingViews, { name: 'listing-views', fastify: '5.x', dependencies: ['db'] });
