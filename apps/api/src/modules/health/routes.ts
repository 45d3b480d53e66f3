import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkPictureStore } from '../storage/picture-store';
import { isDatabaseReachable } from './service';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });
const check = z.enum(['ok', 'error']);
const readySchema = z.object({
  status: check,
  database: check,
  /** `off` without REDIS_URL. */
  redis: z.enum(['ok', 'error', 'off']),
  /** The disk, or the S3 bucket (decision 034). */
  pictures: check,
});

const toCheck = (isOk: boolean) => (isOk ? ('ok' as const) : ('error' as const));

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

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Readiness for a load balancer: the database, Redis (when REDIS_URL is set) and the picture store all answer (else 503; 503 too while the instance shuts down)',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const [database, redis, pictures] = await Promise.all([
        isDatabaseReachable(app.db),
        app.notifications.bus.isRedisReachable(),
        checkPictureStore(app.pictureStore),
      ]);
      const answer = {
        database: toCheck(database),
        redis: redis === null ? ('off' as const) : toCheck(redis),
        pictures: toCheck(pictures),
      };
      const isReady = database && redis !== false && pictures;
      if (!isReady) app.log.error(answer, 'readiness check failed');
      return reply.code(isReady ? 200 : 503).send({ status: toCheck(isReady), ...answer });
    },
  );
};
