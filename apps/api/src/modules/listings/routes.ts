import {
  addPropertyBodySchema,
  apiErrorSchema,
  deletedCountSchema,
  emailSchema,
  idSchema,
  insertedIdSchema,
  markRentedBodySchema,
  modifiedCountSchema,
  pageQuerySchema,
  propertyListSchema,
  relistPropertyBodySchema,
  TOTAL_COUNT_HEADER,
  updatePropertyBodySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser } from '../../auth/get-session-user';
import { requireRole } from '../../auth/require-user';
import { queueListingAlerts } from '../saved-searches/listing-events';
import { addProperty } from './add-property';
import { deleteProperty } from './delete-property';
import { findPropertiesOfAgent } from './find-own-properties';
import { markRented } from './mark-rented';
import { relistProperty } from './relist-property';
import { updateProperty } from './update-property';

const tags = ['listings'];

/**
 * Paging is optional on getProperty: without it the spec's call answers every listing, so the fields are
 * the paging schema's without their defaults, applied only once paging is asked.
 */
const agentListingsQuerySchema = z.object({
  email: emailSchema,
  page: pageQuerySchema.shape.page.unwrap().optional(),
  limit: pageQuerySchema.shape.limit.unwrap().optional(),
});
const params = z.object({ id: idSchema });
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** An agent's own listings: add, list, edit, delete, mark rented, relist. The agent is always the session's. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/addProperty',
    {
      schema: {
        tags,
        summary:
          'Add a listing as the signed-in agent; it starts pending and not advertised, agent fields come from the session (agent)',
        body: addPropertyBodySchema,
        response: { 201: insertedIdSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      const answer = await addProperty(app.db, agent, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/getProperty',
    {
      schema: {
        tags,
        summary:
          "An agent's listings, newest first: every status for that agent signed in, the public ones (verified, agent in good standing) for anybody else. With page and/or limit: one page, the number of listings in X-Total-Count",
        querystring: agentListingsQuerySchema,
        response: { 200: propertyListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, page, limit } = request.query;
      const isPaged = page !== undefined || limit !== undefined;
      const viewer = await getSessionUser(request);
      const paging = isPaged ? pageQuerySchema.parse({ page, limit }) : undefined;
      const { items, total } = await findPropertiesOfAgent(app.db, viewer, email, paging);
      if (isPaged) reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.delete(
    '/api/delete-property/:id',
    {
      schema: {
        tags,
        summary:
          'Delete an own listing: refused while an accepted offer awaits payment; pending offers become rejected, sales history stays (agent)',
        params,
        response: { 200: deletedCountSchema, ...refusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return deleteProperty(app.db, agent, request.params.id);
    },
  );

  app.patch(
    '/api/updateProperty/:id',
    {
      schema: {
        tags,
        summary:
          'Edit the picture, title, location and price range of an own verified listing; pending offers follow or are rejected when out of range (agent)',
        params,
        body: updatePropertyBodySchema,
        response: { 200: modifiedCountSchema, ...refusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return updateProperty(app.db, agent, request.params.id, request.body, queueListingAlerts(app));
    },
  );

  app.post(
    '/api/markRented',
    {
      schema: {
        tags,
        summary:
          'Mark an own rental rented (decision 048): it leaves search, the map, alerts and adverts, its page stays marked; pending offers are rejected (agent)',
        body: markRentedBodySchema,
        response: { 200: modifiedCountSchema, ...refusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return markRented(app.db, agent, request.body.propertyId);
    },
  );

  app.post(
    '/api/relistProperty',
    {
      schema: {
        tags,
        summary:
          'Put an own rented listing back on the market, available from a month (YYYY-MM, this month or later) (agent)',
        body: relistPropertyBodySchema,
        response: { 200: modifiedCountSchema, ...refusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return relistProperty(app.db, agent, request.body, queueListingAlerts(app));
    },
  );
};
