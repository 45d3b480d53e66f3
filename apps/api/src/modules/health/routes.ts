import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkPictureStore } from '../storage/picture-store';
import { isDatabaseReachable } from './service';

const livenessSchema = z.object({ status: z.literal('ok') });
const check = z.enum(['ok', 'error']);
const readySchema = z.object({
  /**
   * `ok`; `degraded` (200) when a dependency every instance shares does not answer, named below;
   * `error` (503) for this instance's own fault: Redis answers but this instance hears nothing on it.
   */
  status: z.enum(['ok', 'degraded', 'error']),
  database: check,
  /** `off` without REDIS_URL. */
  redis: z.enum(['ok', 'error', 'off']),
  /** Whether this instance hears the notifications other instances publish (`off` without REDIS_URL). */
  notificationBus: z.enum(['subscribed', 'not-subscribed', 'off']),
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
        summary:
          'Liveness: the process answers. Depends on nothing else, so a database or Redis outage never gets an instance restarted (503 while it shuts down)',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          "Readiness: each dependency's state. 503 for this instance's own fault (its notification bus is not subscribed while Redis answers) and while it shuts down; 200 `degraded` when a dependency every instance shares is down, so one outage never takes every instance out",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const { bus } = app.notifications;
      const [database, redis, pictures] = await Promise.all([
        isDatabaseReachable(app.db),
        bus.isRedisReachable(),
        checkPictureStore(app.pictureStore),
      ]);
      const subscribed = bus.isSubscribed();
      const answer = {
        database: toCheck(database),
        redis: redis === null ? ('off' as const) : toCheck(redis),
        notificationBus:
          subscribed === null
            ? ('off' as const)
            : subscribed
              ? ('subscribed' as const)
              : ('not-subscribed' as const),
        pictures: toCheck(pictures),
      };
      const isOwnFault = redis === true && subscribed === false;
      const isDegraded = !database || redis === false || !pictures;
      const status = isOwnFault ? 'error' : isDegraded ? 'degraded' : 'ok';
      if (status !== 'ok') app.log.warn(answer, `readiness: ${status}`);
      return reply.code(isOwnFault ? 503 : 200).send({ status, ...answer });
    },
  );
};
