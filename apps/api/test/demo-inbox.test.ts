import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOX_MESSAGES } from '../src/modules/outbox/routes';
import * as demoSeed from '../src/seed/index';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

// Demo mode turns the outbox on; the demo listings themselves are beside the point here.
// A spy, not vi.mock: the API project shares one module registry per worker (isolate: false), where a
// module mock would leak into the next file or miss a module already loaded.
const demoSeeding = vi.spyOn(demoSeed, 'seedDemoData').mockResolvedValue();

let demoApp: TestApp;

beforeAll(async () => {
  demoApp = await buildTestApp({ DEMO: 'true' });
  // The empty demo database reached the seeder, and the spy stood in for it.
  expect(demoSeeding).toHaveBeenCalledOnce();
  const response = await demoApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: demoApp.config.publicUrl },
    payload: { name: 'Farhana Akter', email: 'farhana@example.test', password: 'Secret@123' },
  });
  expect(response.statusCode).toBe(200);
  const reset = await demoApp.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: demoApp.config.publicUrl },
    payload: { email: 'farhana@example.test', redirectTo: '/resetPassword' },
  });
  expect(reset.statusCode).toBe(200);
});

afterAll(async () => {
  await demoApp.close();
});

function readOutboxFrom(remoteAddress: string, headers: Record<string, string> = {}) {
  return demoApp.app.inject({ method: 'GET', url: '/api/outbox', remoteAddress, headers });
}

/** The reset mail is written just after the answer: read until it is there. */
async function waitForResetMail() {
  for (;;) {
    const mails = (await readOutboxFrom('127.0.0.1')).json() as { to: string; link: string }[];
    const mail = mails.find((message) => message.to === 'farhana@example.test');
    if (mail) return mail;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('GET /api/outbox in demo mode', () => {
  it('shows the reset link to a browser on the machine that runs the demo (IPv4 and IPv6 loopback)', async () => {
    const mail = await waitForResetMail();
    expect(mail.link).toContain('/resetPassword');
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await readOutboxFrom(address);
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).toContain(mail.link);
    }
  });

  it("never hands a stranger on the network someone else's reset link", async () => {
    const mail = await waitForResetMail();
    for (const address of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.7', 'fe80::1']) {
      const response = await readOutboxFrom(address);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(mail.link);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: OUTBOX_MESSAGES.onlyOnThisMachine(demoApp.config.publicUrl),
      });
    }
  });

  it('refuses a request forwarded by a proxy, even from the loopback address', async () => {
    const mail = await waitForResetMail();
    const proxyHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of proxyHeaders) {
      const response = await readOutboxFrom('127.0.0.1', headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(mail.link);
    }
  });
});
