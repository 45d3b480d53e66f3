/**
 * The cluster journey's set-up (e2e/cluster.config.ts): starts the cluster (./cluster.mjs) and hands it to
 * the spec in an environment variable; the function it returns is Playwright's teardown, which stops every
 * process, drops the database, deletes the run's Redis keys and removes the folders, passed or failed.
 */
import { CLUSTER_ENV, startCluster } from './cluster.mjs';

export default async function globalSetup(config) {
  const { baseURL } = config.projects[0].use;
  const cluster = await startCluster({
    proxyPort: Number(new URL(baseURL).port),
    adminUrl: process.env.CLUSTER_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    databasePrefix: process.env.CLUSTER_DATABASE_PREFIX ?? 'nestlane_cluster_e2e',
  });
  process.env[CLUSTER_ENV] = JSON.stringify(cluster.description);
  return cluster.stop;
}
