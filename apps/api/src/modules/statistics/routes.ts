import {
  adminStatisticsQuerySchema,
  adminStatisticsSchema,
  agentStatisticsQuerySchema,
  agentStatisticsSchema,
  apiErrorSchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/require-user';
import { findAdminStatistics } from './admin-statistics';
import { findAgentStatistics } from './agent-statistics';

const tags = ['statistics'];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The dashboards' numbers (decision 039): each person sees only what their role may. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agentStatistics',
    {
      schema: {
        tags,
        summary:
          "Views, wish-lists, enquiries and offers of the agent's own listings over the last 30 or 90 days, per listing and per Asia/Dhaka day (agent)",
        querystring: agentStatisticsQuerySchema,
        response: { 200: agentStatisticsSchema, ...refusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      return findAgentStatistics(app.db, agent.id, request.query);
    },
  );

  app.get(
    '/api/adminStatistics',
    {
      schema: {
        tags,
        summary:
          'Listings by status, division and category; verifications waiting and decided; offers, sales, revenue, new users and agents per Asia/Dhaka day (admin)',
        querystring: adminStatisticsQuerySchema,
        response: { 200: adminStatisticsSchema, ...refusals },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return findAdminStatistics(app.db, request.query);
    },
  );
};
