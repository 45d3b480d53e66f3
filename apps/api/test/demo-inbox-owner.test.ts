/**
 * The demo inbox shows a reset link only to the browser that asked for it (issue 28, decision 044),
 * whatever sits in front: the reset request's answer carries the `nestlane-inbox` cookie, and
 * GET /api/outbox shows a browser only its own reset mail. A loopback peer with X-Real-IP or Via, or a
 * raw tunnel (loopback, no header at all), is a stranger without that cookie; a tunnel sees only the
 * mail no request asked for (notifications), as the demo's own machine does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INBOX_COOKIE } from '../src/lib/inbox-owner';
import { appendOutboxMessage } from '../src/modules/outbox/outbox-store';
import { OUTBOX_MESSAGES } from '../src/modules/outbox/routes';
import * as demoSeed from '../src/seed/index';
import { toCookieHeader } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

// Demo mode turns the outbox on; the demo listings themselves are beside the point here.
// A spy, not vi.mock: the API project shares one module registry per worker (isolate: false), where a
// module mock would leak into the next file or miss a module already loaded.
const demoSeeding = vi.spyOn(demoSeed, 'seedDemoData').mockResolvedValue();

type Mail = { to: string; link: string | null };

let demoApp: TestApp;
let askerCookie: string;

async function signUp(email: string) {
  const response = await demoApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: demoApp.config.publicUrl },
    payload: { name: 'Farhana Akter', email, password: 'Secret@123' },
  });
  expect(response.statusCode).toBe(200);
}

async function askForReset(email: string, cookie?: string) {
  const response = await demoApp.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: demoApp.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: { email, redirectTo: '/resetPassword' },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

function readInbox(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return demoApp.app.inject({ method: 'GET', url: '/api/outbox', remoteAddress, headers });
}

/** The reset mail is written just after the answer: read until it is there. */
async function waitForMail(cookie: string, email: string): Promise<Mail> {
  for (;;) {
    const mails = (await readInbox({ cookie })).json() as Mail[];
    const mail = mails.find((message) => message.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  demoApp = await buildTestApp({ DEMO: 'true' });
  // The empty demo database reached the seeder, and the spy stood in for it.
  expect(demoSeeding).toHaveBeenCalledOnce();
  await signUp('farhana@example.test');
  await signUp('karim@example.test');
  const reset = await askForReset('farhana@example.test');
  askerCookie = toCookieHeader(reset.headers['set-cookie']);
});

afterAll(async () => {
  await demoApp.close();
});

describe('the demo inbox belongs to the browser that asked', () => {
  it("sets the asker's inbox cookie on the reset answer: HttpOnly, for /api only", async () => {
    expect(askerCookie).toMatch(new RegExp(`^${INBOX_COOKIE}=[A-Za-z0-9_-]{43}$`));
    const setCookie = String((await askForReset('nobody@example.test', askerCookie)).headers['set-cookie']);
    expect(setCookie).toContain(askerCookie);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Path=\/api;/);
  });

  it('shows the asker their reset link, from any address, with no-store', async () => {
    const mail = await waitForMail(askerCookie, 'farhana@example.test');
    expect(mail.link).toContain('/resetPassword');
    for (const address of ['127.0.0.1', '::1', '203.0.113.9']) {
      const response = await readInbox({ cookie: askerCookie }, address);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(mail.link);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("never hands a stranger on the network someone else's reset link", async () => {
    const mail = await waitForMail(askerCookie, 'farhana@example.test');
    for (const address of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.7', 'fe80::1']) {
      const response = await readInbox({}, address);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(String(mail.link));
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: OUTBOX_MESSAGES.onlyForAsker });
    }
  });

  it('never shows the link to a stranger behind a local proxy or a raw tunnel', async () => {
    const mail = await waitForMail(askerCookie, 'farhana@example.test');
    const proxies: Record<string, string>[] = [
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 tunnel' },
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const headers of proxies) {
        const response = await readInbox(headers, address);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(String(mail.link));
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: OUTBOX_MESSAGES.onlyForAsker });
      }
      // A raw tunnel looks like this machine: it gets the mail nobody asked for, never a reset link.
      const tunnelled = await readInbox({}, address);
      expect(tunnelled.statusCode).toBe(200);
      expect(tunnelled.body).not.toContain(String(mail.link));
      expect(tunnelled.body).not.toContain('/resetPassword');
    }
  });

  it('shows mail no request asked for (a notification) on the machine that runs the demo, to nobody elsewhere', async () => {
    await appendOutboxMessage(demoApp.config.dataDir, {
      to: 'farhana@example.test',
      subject: 'New offer',
      text: 'Someone made an offer.',
      link: null,
      sentAt: new Date().toISOString(),
    });
    const local = (await readInbox()).json() as Mail[];
    expect(local.map((message) => message.to)).toEqual(['farhana@example.test']);
    expect(local[0]?.link).toBeNull();
    const remote = await readInbox({ cookie: askerCookie }, '203.0.113.9');
    expect((remote.json() as Mail[]).some((message) => message.link === null)).toBe(false);
  });

  it('shows another browser only its own mail, and a made-up cookie nothing', async () => {
    const farhanaMail = await waitForMail(askerCookie, 'farhana@example.test');
    const other = toCookieHeader((await askForReset('karim@example.test')).headers['set-cookie']);
    expect(other).not.toBe(askerCookie);
    const karimMail = await waitForMail(other, 'karim@example.test');
    const othersInbox = (await readInbox({ cookie: other }, '203.0.113.9')).json() as Mail[];
    expect(othersInbox.map((message) => message.to)).toEqual(['karim@example.test']);
    expect(JSON.stringify(othersInbox)).not.toContain(String(farhanaMail.link));
    const askersInbox = (await readInbox({ cookie: askerCookie }, '203.0.113.9')).json() as Mail[];
    expect(JSON.stringify(askersInbox)).not.toContain(String(karimMail.link));
    const madeUp = await readInbox({ cookie: `${INBOX_COOKIE}=${'A'.repeat(43)}` }, '203.0.113.9');
    expect(madeUp.statusCode).toBe(200);
    expect(madeUp.json()).toEqual([]);
  });
});
