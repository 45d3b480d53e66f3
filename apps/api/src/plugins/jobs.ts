/**
 * The job queue (issue 15, decision 037): pg-boss on the app's database (PostgreSQL, or the
 * embedded PGlite through modules/jobs/boss-database.ts), in its own `pgboss` schema, created
 * and migrated by pg-boss at start. Features declare their queues with `app.jobs.define()` while
 * the app is built; the queue starts when the app is ready, its workers poll every
 * WORK_POLL_SECONDS, and it stops (letting a running job finish) before the database closes.
 *
 * A job is taken by one worker of one instance (FOR UPDATE SKIP LOCKED), retried with backoff
 * when its handler throws, and a cron schedule is sent once per slot whichever instances run it.
 * Under NODE_ENV=test no worker polls: a test runs what is waiting with `drain()`, never a clock.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { createBossDb, inTransaction } from '../modules/jobs/boss-database';

export const JOBS_SCHEMA = 'pgboss';
export const WORK_POLL_SECONDS = 2;

export type JobDefinition<T extends object> = {
  name: string;
  handler: (data: T, job: { id: string }) => Promise<void>;
  retryLimit: number;
  /** Seconds before the first retry, doubled for each next one. */
  retryDelay: number;
  /** A cron schedule ('0 8 * * *') in `timeZone`, sent once per slot. */
  cron?: { expression: string; timeZone: string };
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      define: <T extends object>(definition: JobDefinition<T>) => void;
      /** Sends a job; inside `tx` it is written, and later run, only if `tx` commits. */
      send: (name: string, data: object, tx?: Transaction) => Promise<void>;
      /** Runs, in this process, the jobs of `name` that are due now; answers how many (tests). */
      drain: (name: string) => Promise<number>;
    };
  }
}

async function runJob<T extends object>(definition: JobDefinition<T>, job: PgBoss.Job<T>) {
  await definition.handler(job.data, { id: job.id });
}

async function registerJobs(app: FastifyInstance, options: { config: Config }) {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | undefined;
  const started = () => {
    if (!boss) throw new Error('the job queue is not started yet');
    return boss;
  };
  app.decorate('jobs', {
    define: <T extends object>(definition: JobDefinition<T>) => {
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    send: async (name: string, data: object, tx?: Transaction) => {
      await started().send(name, data, tx ? { db: inTransaction(tx) } : {});
    },
    drain: async (name: string) => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no job queue named ${name}`);
      const queue = started();
      let done = 0;
      for (;;) {
        const [job] = await queue.fetch<object>(name);
        if (!job) return done;
        try {
          await runJob(definition, job);
          await queue.complete(name, job.id);
        } catch (error) {
          await queue.fail(name, job.id, { message: String(error) });
          throw error;
        }
        done += 1;
      }
    },
  });

  app.addHook('onReady', async () => {
    const { default: PgBossClass } = await import('pg-boss');
    const isWorking = options.config.nodeEnv !== 'test';
    const queue = new PgBossClass({
      db: createBossDb(app.db as Database, app.dbDriver),
      schema: JOBS_SCHEMA,
      migrate: true,
      supervise: true,
      schedule: isWorking,
    });
    queue.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await queue.start();
    boss = queue;
    for (const definition of definitions.values()) {
      await queue.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelay,
        retryBackoff: true,
      });
      if (definition.cron && isWorking) {
        await queue.schedule(
          definition.name,
          definition.cron.expression,
          {},
          { tz: definition.cron.timeZone },
        );
      }
      if (isWorking) {
        await queue.work<object>(
          definition.name,
          { pollingIntervalSeconds: WORK_POLL_SECONDS },
          async (jobs) => {
            for (const job of jobs) await runJob(definition, job);
          },
        );
      }
    }
  });

  // Before the database closes (onClose hooks run last registered first): a running job finishes.
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
  });
}

export default fp(registerJobs, { name: 'jobs', fastify: '5.x', dependencies: ['db'] });
