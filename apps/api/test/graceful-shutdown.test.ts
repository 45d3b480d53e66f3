/**
 * SIGTERM (issues 14 and 28): the instance stops taking new connections, finishes the requests in
 * flight, serves for a moment what arrives on keep-alive connections already open (answering
 * `Connection: close`, as a proxy's pooled connections need), closes idle ones, its pools, and exits 0.
 * The real server (src/server.ts) runs in a process of its own; a picture upload is half sent when the
 * signal comes, and its answer still arrives whole after it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, TEST_PASSWORD } from './helpers/accounts';
import { findFreePort } from './helpers/free-port';
import { watchOutput } from './helpers/watch-output';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-sigterm-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on its own port and data directory, as the unit starts it. */
function startServer(port: number, directory: string) {
  // Node itself with tsx's loader: one process, so the signal reaches the server (npx would not pass it on).
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: directory,
      DEMO: 'false',
      LOG_LEVEL: 'info',
    },
  });
}

/** One request on `agent` (whose kept-alive connection it reuses): status, Connection header, body. */
function send(agent: Agent, origin: string, path: string, body?: object) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const outgoing = request(`${origin}${path}`, {
      agent,
      method: payload ? 'POST' : 'GET',
      headers: payload ? { 'content-type': 'application/json', origin } : {},
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Whether a new request is refused (connection refused, or a 503 while closing). */
async function isRefused(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).status === 503;
  } catch {
    return true;
  }
}

describe('SIGTERM', () => {
  it('finishes a request in flight, takes no new one, and exits 0', async () => {
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir);
    const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
    const log = watchOutput(server);
    await log.waitFor(/Nestlane is running/);

    const { cookie } = await signUpOverHttp(origin, {
      name: 'Late Uploader',
      email: 'late.uploader@example.test',
    });

    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c44' } })
      .png()
      .toBuffer();
    const boundary = 'nestlane-sigterm-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="late.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, picture, tail]);
    const upload = request(`${origin}/api/images`, {
      method: 'POST',
      headers: {
        cookie,
        origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
        'x-request-id': 'late-upload',
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      upload.on('error', reject);
    });

    // Half the body, then the signal once the server has the request.
    upload.write(body.subarray(0, head.length + 20));
    await log.waitFor(/"reqId":"late-upload"[^\n]*incoming request/);
    server.kill('SIGTERM');
    await log.waitFor(/"signal":"SIGTERM"[^\n]*closing/);

    // No new request gets in.
    while (!(await isRefused(origin))) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    upload.end(body.subarray(head.length + 20));
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text).data.display_url).toMatch(/^\/uploads\/images\/[0-9a-f-]+\.webp$/);
    expect(await exited, log.output().slice(-2000)).toBe(0);
  }, 120_000);

  it('serves a POST arriving on a kept-alive connection after the signal, closes idle ones, and exits 0', async () => {
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const directory = mkdtempSync(join(tmpdir(), 'nestlane-sigterm-keepalive-'));
    const proxyLike = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    const child = startServer(port, directory);
    try {
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const log = watchOutput(child);
      await log.waitFor(/Nestlane is running/);
      // Two pooled connections, as a proxy keeps them: one used again after the signal, one left idle.
      expect((await send(proxyLike, origin, '/api/health')).status).toBe(200);
      expect((await send(idle, origin, '/api/health')).status).toBe(200);

      child.kill('SIGTERM');
      await log.waitFor(/"signal":"SIGTERM"[^\n]*closing/);
      const signUp = await send(proxyLike, origin, '/api/auth/sign-up/email', {
        name: 'Just In Time',
        email: 'just.in.time@example.test',
        password: TEST_PASSWORD,
      });
      expect(signUp.status, signUp.text).toBe(200);
      expect(signUp.connection).toBe('close');
      expect(await exited, log.output().slice(-2000)).toBe(0);
    } finally {
      child.kill('SIGKILL');
      proxyLike.destroy();
      idle.destroy();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
