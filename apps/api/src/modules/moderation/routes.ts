import {
  ADVERTISED_COUNT_HEADER,
  apiErrorSchema,
  idSchema,
  modifiedCountSchema,
  pageQuerySchema,
  propertyListSchema,
  TOTAL_COUNT_HEADER,
  updateAdvertiseQuerySchema,
  updateStatusQuerySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/require-user';
import { queueListingAlerts } from '../saved-searches/listing-events';
import { changeAdvertiseStatus, findPropertiesForAdvertising } from './advertise-service';
import { decidePropertyStatus, findPropertiesForReview } from './verification-service';

const tags = ['moderation'];
const params = z.object({ id: idSchema });
const listRefusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const changeRefusals = { ...listRefusals, 404: apiErrorSchema, 409: apiErrorSchema };

/** The admin's moderation of listings: verification and the home page's advertised slots. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getProperties',
    {
      schema: {
        tags,
        summary:
          'Every listing, pending first then newest (one page; the number of listings is in X-Total-Count) (admin)',
        querystring: pageQuerySchema,
        response: { 200: propertyListSchema, ...listRefusals },
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const { items, total } = await findPropertiesForReview(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.patch(
    '/api/updateStatus/:id',
    {
      schema: {
        tags,
        summary: 'Verify or reject a pending listing, once (admin)',
        params,
        querystring: updateStatusQuerySchema,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return decidePropertyStatus(app.db, request.params.id, request.query.status, queueListingAlerts(app));
    },
  );

  app.get(
    '/api/getVerifiedProperty',
    {
      schema: {
        tags,
        summary:
          'Public listings (verified, agent not fraud), advertised first then newest; X-Total-Count and X-Advertised-Count headers (admin)',
        querystring: pageQuerySchema,
        response: { 200: propertyListSchema, ...listRefusals },
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const { items, total, advertised } = await findPropertiesForAdvertising(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      reply.header(ADVERTISED_COUNT_HEADER, advertised);
      return items;
    },
  );

  app.patch(
    '/api/updateAdvertise/:id',
    {
      schema: {
        tags,
        summary:
          'Advertise or disadvertise a public listing; at most 6 advertised at once, even under concurrent requests (admin)',
        params,
        querystring: updateAdvertiseQuerySchema,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return changeAdvertiseStatus(app.db, request.params.id, request.query.advertiseStatus);
    },
  );
};
