/**
 * The server-CPU benchmarks' HTTP client, in a process of its own (forked by cpu-bench.ts) so none of its
 * work is counted as a server's. Plain node:http on kept-alive connections, each request with its own
 * headers (a visitor's user agent, language and encodings, or just an Accept-Encoding); every answer is
 * read to its last byte, still compressed.
 *   { id, requests: [{ url, headers }], concurrency, status = 200, encoding } → { id, failures, bytes, statuses }
 * A failure is an answer whose status is not `status`, or, when `encoding` is given and is not 'identity',
 * whose Content-Encoding is another (an answer under the compression threshold is sent plain and is not a
 * failure). `bytes` is the total read.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
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

async function runRequests({ requests, concurrency, status = 200, encoding }) {
  let next = 0;
  let failures = 0;
  let bytes = 0;
  const statuses = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const { url, headers } = requests[next++];
        const response = await get(url, headers);
        const isWrongEncoding =
          encoding !== undefined &&
          encoding !== 'identity' &&
          response.encoding !== undefined &&
          response.encoding !== encoding;
        if (response.status !== status || isWrongEncoding) {
          failures++;
          statuses.push(`${response.status} ${response.encoding ?? 'plain'} ${url}`);
        }
        bytes += response.bytes;
      }
    }),
  );
  return { failures, bytes, statuses: statuses.slice(0, 5) };
}

process.on('message', async (message) => {
  if (message.kind === 'exit') process.exit(0);
  try {
    process.send({ id: message.id, ...(await runRequests(message)) });
  } catch (error) {
    process.send({ id: message.id, error: String(error) });
  }
});
