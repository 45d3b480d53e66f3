/**
 * Saved searches (issue 15, decision 037): a signed-in person saves the search page's filters
 * under a name, lists, renames, changes the alert of and deletes their own. Also declares the
 * alert jobs: one per listing event, and the daily digest at 08:00 in Dhaka.
 */
import {
  apiErrorSchema,
  createSavedSearchBodySchema,
  deletedCountSchema,
  idSchema,
  savedSearchListSchema,
  savedSearchSchema,
  updateSavedSearchBodySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import { alertListingEvent, type ListingEvent, runDailyDigest } from './alert-service';
import { DAILY_DIGEST_JOB, LISTING_ALERT_JOB } from './listing-events';
import { backfillSavedSearchLocalities, LOCALITY_BACKFILL_JOB } from './locality-backfill';
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearches,
  updateSavedSearch,
} from './service';

const tags = ['saved searches'];
const params = z.object({ id: idSchema });
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const DIGEST_SCHEDULE = { expression: '0 8 * * *', timeZone: 'Asia/Dhaka' };

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<ListingEvent>({
    name: LISTING_ALERT_JOB,
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 60,
    handler: async (event) => {
      const written = await alertListingEvent(app.db, event);
      // Mailed and shown in open bells now, not at the delivery's next interval.
      if (written > 0) await app.notifications.deliverNow();
    },
  });
  app.jobs.define({
    name: DAILY_DIGEST_JOB,
    retryLimit: 3,
    retryDelay: 60,
    // Every saved search with matches in one pass.
    expireInSeconds: 300,
    cron: DIGEST_SCHEDULE,
    handler: async () => {
      const written = await runDailyDigest(app.db);
      if (written > 0) await app.notifications.deliverNow();
    },
  });
  app.jobs.define({
    name: LOCALITY_BACKFILL_JOB,
    retryLimit: 3,
    retryDelay: 60,
    // Batches of 200 saved searches, each one update; only rows saved before migration 0035 are read.
    expireInSeconds: 300,
    handler: async () => {
      const tally = await backfillSavedSearchLocalities(app.db, app.log);
      if (tally.filled > 0 || tally.leftAsIs > 0) app.log.info(tally, 'saved search localities backfilled');
    },
  });
  // Queued at every start, in the background: a run that finds nothing to fill reads one statement.
  app.addHook('onReady', async () => {
    await app.jobs
      .send(LOCALITY_BACKFILL_JOB, {})
      .catch((error: unknown) => app.log.warn({ err: error }, 'saved search locality backfill not queued'));
  });

  app.get(
    '/api/savedSearches',
    {
      schema: {
        tags,
        summary: "The signed-in person's saved searches, newest first",
        response: { 200: savedSearchListSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return findSavedSearches(app.db, caller.id);
    },
  );

  app.post(
    '/api/savedSearches',
    {
      schema: {
        tags,
        summary:
          "Save the search page's filters under a name with an alert choice (instant by default); the filters are checked as the search checks them",
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      return reply.code(201).send(await createSavedSearch(app.db, caller.id, request.body));
    },
  );

  app.get(
    '/api/savedSearches/:id',
    {
      schema: {
        tags,
        summary: 'One of the signed-in person’s saved searches',
        params,
        response: { 200: savedSearchSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return findSavedSearch(app.db, caller.id, request.params.id);
    },
  );

  app.patch(
    '/api/savedSearches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or change its alert (instant, daily, off)',
        params,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return updateSavedSearch(app.db, caller.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/savedSearches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        params,
        response: { 200: deletedCountSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return deleteSavedSearch(app.db, caller.id, request.params.id);
    },
  );
};
