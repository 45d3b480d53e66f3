#!/usr/bin/env node
/**
 * The shipped nginx template (deploy/nginx.conf.template) never passes GET /api/metrics on to an
 * instance (issue 28, decision 058): Prometheus scrapes each instance directly. Debian's nginx runs the
 * template in front of a stand-in instance that answers every path and records it; /api/metrics must
 * answer the API's 404 without reaching it, and another /api path must reach it. About a second.
 * Usage: node scripts/deploy/check-proxy-hides-metrics.mjs [proxyPort] [instancePort]
 */
import { createServer } from 'node:http';
import { startNginx } from '../cluster/nginx.mjs';

const [proxyPort = 4391, instancePort = 4390] = process.argv.slice(2).map(Number);
const seen = [];
const instance = createServer((request, response) => {
  seen.push(request.url);
  response.setHeader('content-type', 'text/plain');
  response.end('nestlane_http_requests_total 1\n');
});
await new Promise((resolve) => instance.listen(instancePort, '127.0.0.1', resolve));
const proxy = await startNginx({ port: proxyPort, upstreams: [`127.0.0.1:${instancePort}`] });
let failed = false;
function check(condition, message) {
  console.log(`${condition ? '✓' : '✗'} ${message}`);
  if (!condition) failed = true;
}
try {
  const metrics = await fetch(`${proxy.origin}/api/metrics`, {
    headers: { authorization: 'Bearer a-token-of-sixteen-characters' },
  });
  const body = await metrics.json().catch(() => null);
  check(
    metrics.status === 404 && body?.code === 'NOT_FOUND',
    `GET /api/metrics through the proxy: ${metrics.status}`,
  );
  check(!seen.some((url) => url.startsWith('/api/metrics')), 'no instance was asked for /api/metrics');
  const other = await fetch(`${proxy.origin}/api/health`);
  check(
    other.status === 200 && seen.includes('/api/health'),
    `GET /api/health reaches the instance: ${other.status}`,
  );
} finally {
  await proxy.stop();
  instance.close();
}
process.exitCode = failed ? 1 : 0;
