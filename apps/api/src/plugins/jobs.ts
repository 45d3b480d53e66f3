/**
 * The job queue (issue 15, decision 037): pg-boss on the app's database (PostgreSQL, or the
 * embedded PGlite through modules/jobs/boss-database.ts), in its own `pgboss` schema, created
 * and migrated by pg-boss at start. Features declare their queues with `app.jobs.define()` while
 * the app is built; the queue starts when the app is ready, its workers poll every
 * WORK_POLL_SECONDS, and it stops (letting a running job finish) before the database closes.
 *
 * A job is taken by one worker of one instance (FOR UPDATE SKIP LOCKED), retried with backoff
 * when its handler throws, and a cron schedule is sent once per slot whichever instances run it.
 * Every queue states its bounds (decision 058): how often a failure is retried, after how long, and
 * `expireInSeconds`, after which a job still active (its instance died holding it) is failed and
 * retried; pg-boss looks for those every MAINTENANCE_SECONDS, so a lost short job runs again within
 * about a minute and a half. Under NODE_ENV=test no worker polls: a test runs what is waiting with
 * `drain()`, never a clock.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { type BossDb, createBossDb, inTransaction } from '../modules/jobs/boss-database';

export const JOBS_SCHEMA = 'pgboss';
export const WORK_POLL_SECONDS = 2;
/** How often pg-boss fails the jobs past their expiry (its default, 120 s, would double the wait). */
export const MAINTENANCE_SECONDS = 20;

export type JobDefinition<T extends object> = {
  name: string;
  handler: (data: T, job: { id: string }) => Promise<void>;
  retryLimit: number;
  /** Seconds before the first retry, doubled for each next one. */
  retryDelay: number;
  /**
   * Seconds a job may stay active before it counts as lost with its instance and is retried: a little
   * more than the work can take (pg-boss 10 has no heartbeat to tell a slow job from a dead one).
   */
  expireInSeconds: number;
  /** A cron schedule ('0 8 * * *') in `timeZone`, sent once per slot. */
  cron?: { expression: string; timeZone: string };
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      define: <T extends object>(definition: JobDefinition<T>) => void;
      /**
       * Sends a job; inside `tx` it is written, and later run, only if `tx` commits. `startAfterSeconds`
       * holds it back that long (a worker or `drain()` takes it only then).
       */
      send: (
        name: string,
        data: object,
        tx?: Transaction,
        options?: { startAfterSeconds?: number },
      ) => Promise<void>;
      /**
       * Runs, in this process, the jobs of `name` that are due now; answers how many. Tests use it in
       * place of the workers; the notification mail is run so at once after a delivery (decision 058).
       */
      drain: (name: string) => Promise<number>;
      /** What pg-boss's maintenance does every MAINTENANCE_SECONDS: fails and retries jobs past their expiry. */
      expireLost: () => Promise<void>;
      /** Jobs by queue and state, for the metrics; undefined before the queue starts. */
      countByState: () => Promise<JobCount[] | undefined>;
    };
  }
}

export type JobCount = { queue: string; state: string; count: number };

async function runJob<T extends object>(definition: JobDefinition<T>, job: PgBoss.Job<T>) {
  await definition.handler(job.data, { id: job.id });
}

async function registerJobs(app: FastifyInstance, options: { config: Config }) {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | undefined;
  let bossDb: BossDb | undefined;
  const started = () => {
    if (!boss) throw new Error('the job queue is not started yet');
    return boss;
  };
  app.decorate('jobs', {
    define: <T extends object>(definition: JobDefinition<T>) => {
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    send: async (name: string, data: object, tx?: Transaction, options = {}) => {
      await started().send(name, data, {
        ...(tx ? { db: inTransaction(tx) } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
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
    expireLost: async () => {
      await started().expire();
    },
    countByState: async () => {
      if (!boss) return undefined;
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT name, state, count(*)::int AS count FROM ${JOBS_SCHEMA}.job GROUP BY name, state`,
          [],
        );
      return (rows as { name: string; state: string; count: number }[]).map((row) => ({
        queue: row.name,
        state: row.state,
        count: Number(row.count),
      }));
    },
  });

  app.addHook('onReady', async () => {
    const { default: PgBossClass } = await import('pg-boss');
    const isWorking = options.config.nodeEnv !== 'test';
    bossDb = createBossDb(app.db as Database, app.dbDriver);
    const queue = new PgBossClass({
      db: bossDb,
      schema: JOBS_SCHEMA,
      migrate: true,
      supervise: true,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      schedule: isWorking,
    });
    queue.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await queue.start();
    boss = queue;
    for (const definition of definitions.values()) {
      const bounds = {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelay,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      };
      // createQueue keeps an existing queue as it was: its bounds are set again, so a change here applies.
      await queue.createQueue(definition.name, bounds);
      await queue.updateQueue(definition.name, bounds);
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
    await bossDb?.close?.();
  });
}

export default fp(registerJobs, { name: 'jobs', fastify: '5.x', dependencies: ['db'] });
