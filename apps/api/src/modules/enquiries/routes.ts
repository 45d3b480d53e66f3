import {
  apiErrorSchema,
  ENQUIRY_MESSAGES,
  enquiryListSchema,
  enquiryThreadSchema,
  idSchema,
  replyEnquiryBodySchema,
  sendEnquiryBodySchema,
  sentEnquirySchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import { findEnquiries, findEnquiryThread } from './find-enquiries';
import { replyToEnquiry, sendEnquiry } from './send-enquiry';
import { createSenderRateLimit } from './sender-rate-limit';

/** Messages one person may send in ten minutes, in new and existing threads alike (each route its own count). */
export const ENQUIRY_RATE_LIMIT = { max: 10, windowSeconds: 600 } as const;

const tags = ['enquiries'];
const params = z.object({ id: idSchema });
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const sendRefusals = { ...refusals, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** A message's own words for a control character (the API's one rule, decision 044). */
const controlCharacterMessages = { message: ENQUIRY_MESSAGES.messageInvalid };

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = createSenderRateLimit(ENQUIRY_RATE_LIMIT.max, ENQUIRY_RATE_LIMIT.windowSeconds);

  app.post(
    '/api/enquiries',
    {
      config: { rateLimit, controlCharacterMessages },
      schema: {
        tags,
        summary:
          "Write to a public listing's agent: the first message starts the caller's thread about it, later ones append (not on one's own listing)",
        body: sendEnquiryBodySchema,
        response: { 201: sentEnquirySchema, ...sendRefusals },
      },
    },
    async (request, reply) => {
      const buyer = await requireUser(request);
      return reply.code(201).send(await sendEnquiry(app.db, buyer, request.body));
    },
  );

  app.post(
    '/api/enquiries/:id/messages',
    {
      config: { rateLimit, controlCharacterMessages },
      schema: {
        tags,
        summary:
          "A message in a thread, by the buyer or the listing's agent only, while the listing is public",
        params,
        body: replyEnquiryBodySchema,
        response: { 201: sentEnquirySchema, ...sendRefusals },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      return reply
        .code(201)
        .send(await replyToEnquiry(app.db, caller, request.params.id, request.body.message));
    },
  );

  app.get(
    '/api/enquiries',
    {
      schema: {
        tags,
        summary: "The caller's threads, as buyer and as agent, newest activity first, unread marked",
        response: { 200: enquiryListSchema, ...refusals },
      },
    },
    async (request) => findEnquiries(app.db, await requireUser(request)),
  );

  app.get(
    '/api/enquiries/:id',
    {
      schema: {
        tags,
        summary:
          'One thread with its messages, oldest first, for its two people only; marks it read for the caller',
        params,
        response: { 200: enquiryThreadSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => findEnquiryThread(app.db, await requireUser(request), request.params.id),
  );
};
