/**
 * The pages benchmark's HTTP client, in a process of its own (forked by pages-cpu.ts) so none of its work
 * is counted as the server's. Plain node:http on kept-alive connections, each request with the headers of
 * the visitor it stands for (user agent, language, the encodings a browser or a crawler accepts); every
 * answer is read to its last byte, still compressed.
 *   { id, requests: [{ url, headers }], concurrency } → { id, failures, bytes, statuses }
 * A failure is an answer whose status is not 200.
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
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function runRequests({ requests, concurrency }) {
  let next = 0;
  let failures = 0;
  let bytes = 0;
  const statuses = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const { url, headers } = requests[next++];
        const response = await get(url, headers);
        if (response.status !== 200) {
          failures++;
          statuses.push(`${response.status} ${url}`);
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
