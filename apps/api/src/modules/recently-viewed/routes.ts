import { apiErrorSchema, idSchema, propertyListSchema, RECENTLY_VIEWED_LIMIT } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import { compiledSerializerCompiler } from '../properties/response-serializer';
import { findRecentlyViewed } from './find-recently-viewed';
import { recordView } from './record-view';

const tags = ['recently viewed'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * A signed-in person's recently viewed listings (decision 038). The browser records a view when the
 * property page opens (never the server's render, so crawlers and prefetches do not count); a
 * visitor's list stays in their browser and nothing is asked of or kept by the server for them.
 */
export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recentlyViewed/:id',
    {
      schema: {
        tags,
        summary: `Record that the signed-in person opened a public listing: first on their list, which keeps the latest ${RECENTLY_VIEWED_LIMIT}`,
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ viewedAt: z.string() }), ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return recordView(app.db, viewer.id, request.params.id);
    },
  );

  app.get(
    '/api/recentlyViewed',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: "The signed-in person's recently viewed listings that are public now, the latest first",
        response: { 200: propertyListSchema, ...refusals },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return findRecentlyViewed(app.db, viewer.id);
    },
  );
};
