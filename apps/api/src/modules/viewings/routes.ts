import {
  apiErrorSchema,
  cancelViewingBodySchema,
  confirmViewingBodySchema,
  idSchema,
  insertedIdSchema,
  modifiedCountSchema,
  requestViewingBodySchema,
  viewingListSchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import { createSenderRateLimit } from '../enquiries/sender-rate-limit';
import { cancelViewing, confirmViewing, declineViewing } from './decide-viewing';
import { findViewings } from './find-viewings';
import { requestViewing } from './request-viewing';

/** Viewing requests one person may send in ten minutes. */
export const VIEWING_RATE_LIMIT = { max: 5, windowSeconds: 600 } as const;

const tags = ['viewings'];
const params = z.object({ id: idSchema });
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const changeRefusals = { ...refusals, 404: apiErrorSchema, 409: apiErrorSchema };

export const viewingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/viewings',
    {
      config: { rateLimit: createSenderRateLimit(VIEWING_RATE_LIMIT.max, VIEWING_RATE_LIMIT.windowSeconds) },
      schema: {
        tags,
        summary: 'Ask to visit a public listing at one of 1–3 distinct future times (not one’s own listing)',
        body: requestViewingBodySchema,
        response: { 201: insertedIdSchema, ...changeRefusals, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const buyer = await requireUser(request);
      return reply.code(201).send(await requestViewing(app.db, buyer, request.body));
    },
  );

  app.get(
    '/api/viewings',
    {
      schema: {
        tags,
        summary: "The caller's viewings, as buyer and as agent, newest first",
        response: { 200: viewingListSchema, ...refusals },
      },
    },
    async (request) => findViewings(app.db, await requireUser(request)),
  );

  app.patch(
    '/api/viewings/:id/confirm',
    {
      schema: {
        tags,
        summary: "Confirm one of the proposed times of a requested viewing (the listing's agent only)",
        params,
        body: confirmViewingBodySchema,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) =>
      confirmViewing(app.db, await requireUser(request), request.params.id, request.body.time),
  );

  app.patch(
    '/api/viewings/:id/decline',
    {
      schema: {
        tags,
        summary: "Decline a requested viewing (the listing's agent only)",
        params,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) => declineViewing(app.db, await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/viewings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a requested or confirmed viewing, with a reason (its buyer or agent)',
        params,
        body: cancelViewingBodySchema,
        response: { 200: modifiedCountSchema, ...changeRefusals },
      },
    },
    async (request) =>
      cancelViewing(app.db, await requireUser(request), request.params.id, request.body.reason),
  );
};
