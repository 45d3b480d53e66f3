/**
 * Opens the database (PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL),
 * seeds the demo data into an empty one when DEMO is on, and closes it on shutdown.
 */
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  openConfiguredDatabase,
  type PoolStats,
} from '../db/client';
import { properties } from '../db/schema';
import { seedDemoData } from '../seed/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
    /** PostgreSQL's pool now; null on PGlite (plugins/metrics.ts). */
    dbPoolStats: (() => PoolStats) | null;
  }
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(properties);
  return (row?.total ?? 0) === 0;
}

export type DatabasePluginOptions = {
  config: Config;
  /**
   * The database already being opened (main.ts starts it before loading the rest of the app, so
   * PGlite's start overlaps the imports); else the plugin opens config.databaseLocation itself.
   */
  database?: Promise<DatabaseHandle>;
};

async function registerDatabase(app: FastifyInstance, options: DatabasePluginOptions) {
  const { config } = options;
  // A locked directory throws DatabaseLockedError here; main.ts prints its message.
  const handle = await (options.database ?? openConfiguredDatabase(config));
  app.decorate('db', handle.db);
  app.decorate('dbDriver', handle.driver);
  app.decorate('dbPoolStats', handle.poolStats ?? null);
  app.addHook('onClose', async () => {
    await handle.close();
  });
  if (config.demo && (await isEmpty(handle.db))) {
    app.log.info('empty database: seeding the demo data');
    await seedDemoData(handle.db, { uploadsDir: config.uploadsDir });
  }
}

export default fp(registerDatabase, { name: 'db', fastify: '5.x' });
