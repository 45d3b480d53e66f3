import {
  addToWishlistBodySchema,
  apiErrorSchema,
  deletedCountSchema,
  emailSchema,
  idSchema,
  insertedIdSchema,
  wishlistItemListSchema,
  wishlistItemSchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToWishlist } from './add-to-wishlist';
import { deleteWish } from './delete-wish';
import { findWish, findWishlist } from './find-wishlist';
import { requireWisher } from './require-wisher';

const tags = ['wishlist'];
const params = z.object({ id: idSchema });
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** A buyer's wish-list (role user only): add, list, open one, delete. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/addToWishlist',
    {
      schema: {
        tags,
        summary:
          "Wish a public listing; 201 when new, 200 with the existing item's id when already wished (user)",
        body: addToWishlistBodySchema,
        response: {
          200: insertedIdSchema,
          201: insertedIdSchema,
          ...refusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const wisher = await requireWisher(request);
      const { insertedId, isNew } = await addToWishlist(app.db, wisher, request.body.propertyId);
      return reply.code(isNew ? 201 : 200).send({ insertedId });
    },
  );

  app.get(
    '/api/getWishlist',
    {
      schema: {
        tags,
        summary:
          "The signed-in buyer's wish-list with each listing as it is now, newest first (user, own email only)",
        querystring: z.object({ email: emailSchema }),
        response: { 200: wishlistItemListSchema, ...refusals },
      },
    },
    async (request) => {
      const wisher = await requireWisher(request);
      return findWishlist(app.db, wisher, request.query.email);
    },
  );

  app.get(
    '/api/getWish/:id',
    {
      schema: {
        tags,
        summary: "One item of the signed-in buyer's wish-list, for the Make Offer page (user, owner only)",
        params,
        response: { 200: wishlistItemSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const wisher = await requireWisher(request);
      return findWish(app.db, wisher, request.params.id);
    },
  );

  app.delete(
    '/api/delete-wish/:id',
    {
      schema: {
        tags,
        summary: "Remove an item from the signed-in buyer's wish-list (user, owner only)",
        params,
        response: { 200: deletedCountSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const wisher = await requireWisher(request);
      return deleteWish(app.db, wisher, request.params.id);
    },
  );
};
