/**
 * The benchmark's HTTP client, in a process of its own (forked by search.ts) so the server's
 * event loop never also runs the client. Asked over IPC, it times one request or a burst.
 *   { id, kind: 'one', url, parse? }                 → { id, ms, status, total, body? }
 *   { id, kind: 'burst', url, count, concurrency, status } → { id, seconds, failures }
 * (a failure is an answer whose status is not the expected one)
 * By default it speaks plain node:http on kept-alive connections and asks for compression as a
 * browser does, timing until the last byte of the (still compressed) answer: the server's cost
 * and the wire, not a client library's. `BENCH_CLIENT=fetch` uses fetch() instead, which adds
 * undici's own ≈ 1 ms (WHATWG streams, decompression) to every sample (decision 023).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const ACCEPT_ENCODING = 'gzip, deflate, br';
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const useFetch = process.env.BENCH_CLIENT === 'fetch';

/** { status, headers, body: Buffer } of one GET; the body as sent (compressed when it was). */
function getWithHttp(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function getWithFetch(url) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: Object.fromEntries(response.headers), body, isDecoded: true };
}

const get = useFetch ? getWithFetch : getWithHttp;

/** The JSON of an answer, decompressed the way it was sent (only for probes, after timing). */
async function readJson({ headers, body, isDecoded }) {
  const { brotliDecompressSync, gunzipSync, inflateSync } = await import('node:zlib');
  const encoding = isDecoded ? undefined : headers['content-encoding'];
  const plain =
    encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : encoding === 'deflate'
          ? inflateSync(body)
          : body;
  return JSON.parse(plain.toString('utf8'));
}

async function runBurst(url, count, concurrency, status) {
  let started = 0;
  let failures = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started++;
        const response = await get(url);
        if (response.status !== status) failures++;
      }
    }),
  );
  return { seconds: (performance.now() - begin) / 1000, failures };
}

process.on('message', async (message) => {
  try {
    if (message.kind === 'one') {
      const begin = performance.now();
      const response = await get(message.url);
      const ms = performance.now() - begin;
      const body = message.parse ? await readJson(response) : undefined;
      process.send({
        id: message.id,
        ms,
        status: response.status,
        total: response.headers['x-total-count'] ?? body?.total ?? null,
        body,
      });
    } else if (message.kind === 'burst') {
      process.send({
        id: message.id,
        ...(await runBurst(message.url, message.count, message.concurrency, message.status)),
      });
    } else if (message.kind === 'exit') {
      process.exit(0);
    }
  } catch (error) {
    process.send({ id: message.id, error: String(error) });
  }
});
