import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema, idSchema, viewCountedSchema } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { properties } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { findRequestDevice } from '../../lib/device-cookie';
import { isCrawler } from '../../lib/is-crawler';
import { isPublicProperty } from '../properties/public-property';
import { createSeenDevices } from './seen-devices';

/** Beacons per address (decision 044): far above one person's browsing, even behind a carrier's shared address. */
export const LISTING_VIEW_RATE_LIMIT = { max: 120, windowSeconds: 60 } as const;

/**
 * The property page's beacon, sent once per listing per browser session after the page came alive
 * (a server render alone counts nothing). Counted once per device per listing per day (a reload
 * counts nothing more), in memory, and written in batches by plugins/listing-views.ts.
 */
export const listingViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const seenDevices = createSeenDevices();
  app.post(
    '/api/propertyView/:id',
    {
      config: {
        rateLimit: {
          hook: 'onRequest',
          max: LISTING_VIEW_RATE_LIMIT.max,
          timeWindow: LISTING_VIEW_RATE_LIMIT.windowSeconds * 1000,
          keyGenerator: (request) => `listing-view|${normalizeIP(request.ip)}`,
        },
      },
      schema: {
        tags: ['statistics'],
        summary:
          "Count one look at a public listing (crawlers' user agents are not counted); nobody is recorded",
        params: z.object({ id: idSchema }),
        response: {
          202: viewCountedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [listing] = await app.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, id), isPublicProperty()));
      if (!listing) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
      const userAgent = request.headers['user-agent'] ?? '';
      const device = findRequestDevice(request, reply, '/api/propertyView');
      const counted =
        !isCrawler(userAgent) &&
        seenDevices.isFirstLook(id, {
          deviceKey: device.key,
          hasCookie: !device.isNew,
          address: normalizeIP(request.ip),
          userAgent,
        });
      if (counted) app.listingViews.count(id);
      return reply.code(202).send({ counted });
    },
  );
};
