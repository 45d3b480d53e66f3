import {
  addReviewBodySchema,
  apiErrorSchema,
  deletedCountSchema,
  emailSchema,
  idSchema,
  insertedIdSchema,
  pageQuerySchema,
  reviewListSchema,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../auth/require-user';
import { addReview } from './add-review';
import { deleteReview } from './delete-review';
import { findAllReviews } from './find-all-reviews';
import { findOwnReviews } from './find-own-reviews';
import { findLatestReviews, findPropertyReviews } from './service';

const tags = ['reviews'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Paging is optional on getallReviews: without it the home carousel's call is unchanged, so
 * the fields are the paging schema's without their defaults, applied only once paging is asked.
 */
const allReviewsQuerySchema = z.object({
  page: pageQuerySchema.shape.page.unwrap().optional(),
  limit: pageQuerySchema.shape.limit.unwrap().optional(),
});

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getallReviews',
    {
      schema: {
        tags,
        summary:
          'Without page or limit: the 20 latest reviews of public listings (anyone). With page and/or limit: one page of every review, newest first, the number of reviews in X-Total-Count (admin)',
        querystring: allReviewsQuerySchema,
        response: { 200: reviewListSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (request.query.page === undefined && request.query.limit === undefined) {
        return findLatestReviews(app.db);
      }
      await requireRole(request, 'admin');
      const { items, total } = await findAllReviews(app.db, pageQuerySchema.parse(request.query));
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
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

  app.post(
    '/api/addReview',
    {
      schema: {
        tags,
        summary:
          'Review a public listing, once per person; the reviewer and the date come from the session and the clock (user)',
        body: addReviewBodySchema,
        response: { 201: insertedIdSchema, ...refusals, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const reviewer = await requireRole(request, 'user');
      const answer = await addReview(app.db, reviewer, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/getUserReview',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s own reviews, newest first (own email only)',
        querystring: z.object({ email: emailSchema }),
        response: { 200: reviewListSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return findOwnReviews(app.db, caller, request.query.email);
    },
  );

  app.delete(
    '/api/delete-review/:id',
    {
      schema: {
        tags,
        summary: "Delete a review: the author's own (user), or any review (admin)",
        params: z.object({ id: idSchema }),
        response: { 200: deletedCountSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireRole(request, 'user', 'admin');
      return deleteReview(app.db, caller, request.params.id);
    },
  );
};
