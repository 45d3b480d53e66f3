import {
  addOfferBodySchema,
  apiErrorSchema,
  closeDealBodySchema,
  emailSchema,
  idSchema,
  insertedIdSchema,
  modifiedCountSchema,
  offerListSchema,
  offerSchema,
  pageQuerySchema,
  SOLD_TOTAL_HEADER,
  TOTAL_COUNT_HEADER,
  updateOfferQuerySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../auth/require-user';
import type { Config } from '../../config';
import { addOffer } from './add-offer';
import { closeDeal } from './close-deal';
import { decideOffer } from './decide-offer';
import { findRequestedOffers, findSoldOffers } from './find-agent-offers';
import { findBuyerOffer, findBuyerOffers } from './find-buyer-offers';

const tags = ['offers'];
const params = z.object({ id: idSchema });
const emailQuery = z.object({ email: emailSchema });
const listRefusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const changeRefusals = { ...listRefusals, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Offers up to the agent's decision (spec §4): the buyer offers, the agent accepts or
 * rejects. Paying an accepted offer is the payments module's.
 */
export const offerRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const deals = { providers: app.paymentProviders, paymentWindowDays: options.config.offerPaymentWindowDays };
  app.post(
    '/api/addOffer',
    {
      schema: {
        tags,
        summary:
          "Offer an amount within a public listing's price range; the listing's terms and the buyer come from the database (user)",
        body: addOfferBodySchema,
        response: { 201: insertedIdSchema, ...changeRefusals },
      },
    },
    async (request, reply) => {
      const buyer = await requireRole(request, 'user');
      const answer = await addOffer(app.db, buyer, request.body, deals.providers);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/getboughtProperty',
    {
      schema: {
        tags,
        summary: 'The offers the signed-in person made, in every status, newest first (own email only)',
        querystring: emailQuery,
        response: { 200: offerListSchema, ...listRefusals },
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      return findBuyerOffers(app.db, buyer, request.query.email);
    },
  );

  app.get(
    '/api/getOfferData/:id',
    {
      schema: {
        tags,
        summary: "One offer of the signed-in buyer (another buyer's offer is not found)",
        params,
        response: { 200: offerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      return findBuyerOffer(app.db, buyer, request.params.id);
    },
  );

  app.get(
    '/api/getRequestedProperty',
    {
      schema: {
        tags,
        summary: "Offers on the agent's listings, pending first then newest (agent, own email only)",
        querystring: emailQuery,
        response: { 200: offerListSchema, ...listRefusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return findRequestedOffers(app.db, agent, request.query.email);
    },
  );

  app.patch(
    '/api/updateOffer/:id',
    {
      schema: {
        tags,
        summary:
          'Accept or reject a pending offer on an own listing; accepting rejects the other pending offers and opens the payment window, one deal per listing (agent)',
        params,
        querystring: updateOfferQuerySchema,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return decideOffer(app.db, agent, request.params.id, request.query, deals);
    },
  );

  app.patch(
    '/api/closeDeal/:id',
    {
      schema: {
        tags,
        summary:
          'Complete a booked deal at registration (the listing becomes sold or rented) or cancel it with a reason; only from booked, once (the listing agent)',
        params,
        body: closeDealBodySchema,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return closeDeal(app.db, agent, request.params.id, request.body);
    },
  );

  app.get(
    '/api/getSoldProperties',
    {
      schema: {
        tags,
        summary: `The agent's sales, newest first, one page; X-Total-Count and ${SOLD_TOTAL_HEADER} (the sum of every sold price) headers (agent, own email only)`,
        querystring: pageQuerySchema.extend(emailQuery.shape),
        response: { 200: offerListSchema, ...listRefusals },
      },
    },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      const { items, total, soldTotal } = await findSoldOffers(app.db, agent, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      reply.header(SOLD_TOTAL_HEADER, soldTotal);
      return items;
    },
  );
};
