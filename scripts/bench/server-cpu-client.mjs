/**
 * The CPU benchmark's HTTP client, in a process of its own (forked by server-cpu.ts) so none of
 * its work is counted as the server's. Plain node:http on kept-alive connections.
 *   { id, url, count, concurrency, encoding, status } → { id, failures, bytes }
 * `encoding` is sent as Accept-Encoding ('identity' for a plain answer); a failure is an answer
 * whose status is not `status`, or whose Content-Encoding is not the one asked for (an answer
 * under the compression threshold is sent plain and is not a failure).
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, encoding: response.headers['content-encoding'], bytes }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function runBurst({ url, count, concurrency, encoding, status }) {
  let started = 0;
  let failures = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started++;
        const response = await get(url, encoding);
        const isWrongEncoding =
          response.encoding !== undefined && response.encoding !== encoding && encoding !== 'identity';
        if (response.status !== status || isWrongEncoding) failures++;
        bytes += response.bytes;
      }
    }),
  );
  return { failures, bytes: bytes / count };
}

process.on('message', async (message) => {
  if (message.kind === 'exit') process.exit(0);
  try {
    process.send({ id: message.id, ...(await runBurst(message)) });
  } catch (error) {
    process.send({ id: message.id, error: String(error) });
  }
});
