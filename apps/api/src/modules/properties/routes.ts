import {
  apiErrorSchema,
  emailSchema,
  idSchema,
  pageQuerySchema,
  propertyListSchema,
  propertySchema,
  searchMapQuerySchema,
  searchMapResponseSchema,
  searchQuerySchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POOL_SIZE } from '../../db/client';
import { createConnectionBudget } from '../../db/connection-budget';
import { findMapPoints } from './map-points';
import { compiledSerializerCompiler } from './response-serializer';
import {
  findAdvertisedProperties,
  findAgentPublicPropertyPage,
  findPublicPropertyDetail,
  searchVerifiedProperties,
} from './service';
import { findSimilarProperties } from './similar-properties';

const tags = ['properties'];
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Every answer here is written by a serializer compiled from its schema (response-serializer.ts). */
const serializerCompiler = compiledSerializerCompiler;

/**
 * Searches share at most this many of the pool's connections, leaving the rest to every other request
 * however many costly searches arrive at once; a search waits at most SEARCH_WAIT_MS for its turn.
 */
export const SEARCH_CONNECTIONS = POOL_SIZE - 4;
export const SEARCH_WAIT_MS = 1000;

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchBudget = createConnectionBudget({ slots: SEARCH_CONNECTIONS, maxWaitMs: SEARCH_WAIT_MS });
  app.get(
    '/api/getVerifiedProperties',
    {
      serializerCompiler,
      schema: {
        tags,
        summary:
          'Search verified listings (one page; the number of matches, counted up to 1 000, is in the X-Total-Count header, and X-Total-Count-Capped is true when more match; only pages starting within the first 1 000 matches). Beside the spec parameters: listedFor, division, district, upazila, area, locality (decision 049), minBedrooms, minBathrooms, minSize, maxSize, minPrice/maxPrice (a budget overlapping the price range), categories and amenities (repeated or comma list), addedWithinDays, sort (decision 022), north/south/east/west map bounds (decision 024)',
        querystring: searchQuerySchema,
        response: { 200: propertyListSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { json, total, isCapped } = await searchBudget.run(() =>
        searchVerifiedProperties(app.db, request.query),
      );
      reply.header(TOTAL_COUNT_HEADER, total);
      if (isCapped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
      // Already the schema's JSON (property-json-sql.ts): Fastify sends a string of a JSON type as it
      // is, past the serializer, whose type the send's signature expects.
      return reply.type(JSON_CONTENT_TYPE).send(json as never);
    },
  );

  app.get(
    '/api/searchMap',
    {
      serializerCompiler,
      schema: {
        tags,
        summary:
          'The matches of a search as map points, newest first, at most 1 000: the same filters as getVerifiedProperties (page, limit and the sorts are not used); total counts up to 1 000, isCapped when more match (decision 024)',
        querystring: searchMapQuerySchema,
        response: { 200: searchMapResponseSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => searchBudget.run(() => findMapPoints(app.db, request.query)),
  );

  app.get(
    '/api/getAdvertiseProperty',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'The advertised listings of the home page, newest first',
        response: { 200: propertyListSchema },
      },
    },
    // Already the schema's JSON (property-json-sql.ts), as the search's.
    async (_request, reply) =>
      reply.type(JSON_CONTENT_TYPE).send((await findAdvertisedProperties(app.db)) as never),
  );

  app.get(
    '/api/detailProperty/:id',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'One verified listing, with its price history (priceHistory, decision 038)',
        params: z.object({ id: idSchema }),
        response: { 200: propertySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => findPublicPropertyDetail(app.db, request.params.id),
  );

  app.get(
    '/api/similarProperties/:id',
    {
      serializerCompiler,
      schema: {
        tags,
        summary:
          "A listing's similar listings (decision 060): up to 4 on the market, not the listing itself, of the same mode (rent or buy) and price band, from its nearest place that has any (locality, city area, upazila, district), the nearest first, then the newest. 404 for a listing that is not public",
        params: z.object({ id: idSchema }),
        response: { 200: propertyListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    // Already the schema's JSON (property-json-sql.ts), as the search's.
    async (request, reply) =>
      reply.type(JSON_CONTENT_TYPE).send((await findSimilarProperties(app.db, request.params.id)) as never),
  );

  app.get(
    '/api/getAgentProperties/:email',
    {
      serializerCompiler,
      schema: {
        tags,
        summary:
          "An agent's public listings (verified, agent in good standing), newest first: one page (page, limit; 12 by default), their number in X-Total-Count",
        params: z.object({ email: emailSchema }),
        querystring: pageQuerySchema,
        response: { 200: propertyListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { json, total } = await findAgentPublicPropertyPage(app.db, request.params.email, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      // Already the schema's JSON (property-json-sql.ts), as the search's.
      return reply.type(JSON_CONTENT_TYPE).send(json as never);
    },
  );
};
