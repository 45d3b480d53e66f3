/**
 * The benchmark's HTTP client, in a process of its own (forked by search.ts) so the server's
 * event loop never also runs the client. Asked over IPC, it times one request or a burst.
 *   { id, kind: 'one', url }                         → { id, ms, status, total }
 *   { id, kind: 'burst', url, count, concurrency }   → { id, seconds, failures }
 */
import { performance } from 'node:perf_hooks';

async function fetchOne(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response;
}

async function runBurst(url, count, concurrency) {
  let started = 0;
  let failures = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started++;
        const response = await fetchOne(url);
        if (!response.ok) failures++;
      }
    }),
  );
  return { seconds: (performance.now() - begin) / 1000, failures };
}

process.on('message', async (message) => {
  try {
    if (message.kind === 'one') {
      const begin = performance.now();
      const response = await fetchOne(message.url);
      const ms = performance.now() - begin;
      process.send({
        id: message.id,
        ms,
        status: response.status,
        total: response.headers.get('x-total-count'),
      });
    } else if (message.kind === 'burst') {
      process.send({ id: message.id, ...(await runBurst(message.url, message.count, message.concurrency)) });
    } else if (message.kind === 'exit') {
      process.exit(0);
    }
  } catch (error) {
    process.send({ id: message.id, error: String(error) });
  }
});
