import { apiErrorSchema, idSchema, reviewListSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLatestReviews, findPropertyReviews } from './service';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getallReviews',
    {
      schema: {
        tags,
        summary: 'The latest reviews of public listings',
        response: { 200: reviewListSchema },
      },
    },
    async () => findLatestReviews(app.db),
  );

  app.get(
    '/api/getpropertyReview',
    {
      schema: {
        tags,
        summary: "A listing's reviews, newest first",
        querystring: z.object({ propertyId: idSchema }),
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => findPropertyReviews(app.db, request.query.propertyId),
  );
};
