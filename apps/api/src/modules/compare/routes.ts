import { apiErrorSchema, COMPARE_LIMIT, compareQuerySchema, compareResponseSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledSerializerCompiler } from '../properties/response-serializer';
import { findCompared } from './find-compared';

/** Listings side by side (decision 038): one call for the batch, open to visitors. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/compareProperties',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['properties'],
        summary: `Up to ${COMPARE_LIMIT} public listings by id (ids: a comma list), in the order asked; missingIds names those that are not public`,
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => findCompared(app.db, request.query.ids),
  );
};
