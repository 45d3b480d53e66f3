import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from './service';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability (503 when the database does not answer)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(app.db)) return { status: 'ok' as const, database: 'ok' as const };
      app.log.error('health check: the database does not answer');
      return reply.code(503).send({ status: 'error', database: 'error' });
    },
  );
};
