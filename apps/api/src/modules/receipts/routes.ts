import {
  adminPaymentListSchema,
  apiErrorSchema,
  pageQuerySchema,
  receiptOfferIdSchema,
  receiptSchema,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireUser } from '../../auth/require-user';
import { getReceipt } from './get-receipt';
import { listPayments } from './list-payments';

/** A bought offer's numbered receipt, for its buyer, its agent and the admins, and the admins' list of payments (issue 29). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/receipts/:offerId',
    {
      schema: {
        tags: ['payments'],
        summary: "A bought offer's numbered receipt (its buyer, its agent or an admin)",
        params: receiptOfferIdSchema,
        response: { 200: receiptSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const reader = await requireUser(request);
      return getReceipt(app.db, reader, request.params.offerId);
    },
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Every payment, newest first, one page; X-Total-Count header (admin)',
        querystring: pageQuerySchema,
        response: {
          200: adminPaymentListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const { items, total } = await listPayments(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );
};
