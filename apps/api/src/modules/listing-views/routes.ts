import { apiErrorSchema, idSchema, viewCountedSchema } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { properties } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isCrawler } from '../../lib/is-crawler';
import { isPublicProperty } from '../properties/public-property';

/**
 * The property page's beacon, sent once per listing per browser session after the page came alive
 * (a server render alone counts nothing). Counted in memory and written in batches by
 * plugins/listing-views.ts.
 */
export const listingViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/propertyView/:id',
    {
      schema: {
        tags: ['statistics'],
        summary:
          "Count one look at a public listing (crawlers' user agents are not counted); nobody is recorded",
        params: z.object({ id: idSchema }),
        response: { 202: viewCountedSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [listing] = await app.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, id), isPublicProperty()));
      if (!listing) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
      const counted = !isCrawler(request.headers['user-agent']);
      if (counted) app.listingViews.count(id);
      return reply.code(202).send({ counted });
    },
  );
};
