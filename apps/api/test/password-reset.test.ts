import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_MESSAGES } from '../src/auth/password-reset';
import { session, user, verification } from '../src/db/schema';
import { findOrCreateInboxKey, INBOX_COOKIE } from '../src/lib/inbox-owner';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import * as demoSeed from '../src/seed/index';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { startFakeSmtpServer } from './helpers/fake-smtp-server';

// Demo mode turns the outbox on; the demo listings themselves are beside the point here.
// A spy, not vi.mock: the API project shares one module registry per worker (isolate: false), where a
// module mock would leak into the next file or miss a module already loaded. Vitest restores spies after each file.
const demoSeeding = vi.spyOn(demoSeed, 'seedDemoData').mockResolvedValue();

const OLD_PASSWORD = 'Secret@123';
const NEW_PASSWORD = 'Brand#New9';
/** How long a test waits for a mail at most: a guard against a hang, far above what a loaded machine takes. */
const MAIL_WAIT_MS = 60_000;

let demoApp: TestApp;

function cookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

function post(testApp: TestApp, url: string, payload: Record<string, unknown>, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { origin: testApp.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function signUp(testApp: TestApp, email: string) {
  const response = await post(testApp, '/api/auth/sign-up/email', {
    name: 'Sadia Islam',
    email,
    password: OLD_PASSWORD,
  });
  expect(response.statusCode).toBe(200);
  return { id: response.json().user.id as string, cookie: cookieOf(response.headers['set-cookie']) };
}

function signIn(testApp: TestApp, email: string, password: string) {
  return post(testApp, '/api/auth/sign-in/email', { email, password });
}

/** The one browser these tests ask from: the demo inbox shows a reset link only to the browser that asked. */
const BROWSER_INBOX = `${INBOX_COOKIE}=${findOrCreateInboxKey(null)}`;

async function readOutbox(testApp: TestApp) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/outbox',
    headers: { cookie: BROWSER_INBOX },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { to: string; subject: string; text: string; link: string; sentAt: string }[];
}

/** The mail is sent without holding up the answer: waits until it lands (the test's timeout guards a hang). */
function waitForMail(testApp: TestApp, to: string, count = 1) {
  return vi.waitFor(
    async () => {
      const mails = (await readOutbox(testApp)).filter((mail) => mail.to === to);
      if (mails.length < count) throw new Error(`no mail for ${to} yet`);
      return mails;
    },
    { timeout: MAIL_WAIT_MS, interval: 20 },
  );
}

function requestReset(testApp: TestApp, email: string) {
  return post(testApp, '/api/auth/request-password-reset', { email }, BROWSER_INBOX);
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

async function getSession(testApp: TestApp, cookie: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return response.json();
}

beforeAll(async () => {
  // Many sign-ups and resets from one address: the attempt limit is tested in rate-limit.test.ts.
  demoApp = await buildTestApp({ DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000' });
  // The empty demo database reached the seeder, and the spy stood in for it.
  expect(demoSeeding).toHaveBeenCalledOnce();
});

afterAll(async () => {
  await demoApp?.close();
});

describe('asking for a password reset', () => {
  it('mails a link to the web reset page into the demo outbox', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(demoApp, email);

    const response = await requestReset(demoApp, email);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(true);

    const [mail] = await waitForMail(demoApp, email);
    expect(mail?.subject).toBe('Reset your Nestlane password');
    expect(mail?.link).toMatch(
      new RegExp(`^${demoApp.config.publicUrl}/resetPassword\\?token=[A-Za-z0-9]+$`),
    );
    expect(mail?.text).toContain(mail?.link);
    expect(Date.parse(mail?.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const stored = await demoApp.app.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${tokenOf(mail?.link ?? '')}`));
    expect(stored).toHaveLength(1);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const known = `known-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(demoApp, known);
    const before = await readOutbox(demoApp);

    const forKnown = await requestReset(demoApp, known);
    const forUnknown = await requestReset(demoApp, 'nobody-here@example.test');
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());

    await waitForMail(demoApp, known);
    const after = await readOutbox(demoApp);
    expect(after.filter((mail) => mail.to === 'nobody-here@example.test')).toEqual([]);
    expect(after).toHaveLength(before.length + 1);
  });

  it('lists the outbox newest first', async () => {
    const first = `first-${randomUUID().slice(0, 8)}@example.test`;
    const second = `second-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(demoApp, first);
    await signUp(demoApp, second);
    await requestReset(demoApp, first);
    await waitForMail(demoApp, first);
    await requestReset(demoApp, second);
    await waitForMail(demoApp, second);
    const mails = await readOutbox(demoApp);
    expect(mails[0]?.to).toBe(second);
    expect(mails[1]?.to).toBe(first);
  });

  it('refuses a malformed email with a 4xx and mails nothing', async () => {
    const before = await readOutbox(demoApp);
    const response = await requestReset(demoApp, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(await readOutbox(demoApp)).toHaveLength(before.length);
  });
});

describe('setting the new password', () => {
  it('makes the new password work and the old one fail, ends every session and proves the email', async () => {
    const email = `change-${randomUUID().slice(0, 8)}@example.test`;
    const account = await signUp(demoApp, email);
    const otherDevice = cookieOf((await signIn(demoApp, email, OLD_PASSWORD)).headers['set-cookie']);
    expect((await getSession(demoApp, otherDevice))?.user.email).toBe(email);

    await requestReset(demoApp, email);
    const [mail] = await waitForMail(demoApp, email);
    const response = await post(demoApp, '/api/auth/reset-password', {
      token: tokenOf(mail?.link ?? ''),
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);

    expect((await signIn(demoApp, email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(demoApp, email, NEW_PASSWORD)).statusCode).toBe(200);
    // Both sessions from before the reset are gone: the sign-up's and the other device's.
    expect(await getSession(demoApp, account.cookie)).toBeNull();
    expect(await getSession(demoApp, otherDevice)).toBeNull();
    const [row] = await demoApp.app.db.select().from(user).where(eq(user.id, account.id));
    expect(row?.emailVerified).toBe(true);
  });

  it('refuses a used token with a clear message and changes nothing', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(demoApp, email);
    await requestReset(demoApp, email);
    const [mail] = await waitForMail(demoApp, email);
    const token = tokenOf(mail?.link ?? '');
    expect(
      (await post(demoApp, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const again = await post(demoApp, '/api/auth/reset-password', { token, newPassword: 'Third#Pass1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_MESSAGES.unusableLink);
    expect((await signIn(demoApp, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(demoApp, email, 'Third#Pass1')).statusCode).toBe(401);
  });

  it('a successful reset voids every other reset link of the account, and only of that account', async () => {
    const email = `two-links-${randomUUID().slice(0, 8)}@example.test`;
    const bystanderEmail = `bystander-link-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(demoApp, email);
    await signUp(demoApp, bystanderEmail);
    await requestReset(demoApp, email);
    await requestReset(demoApp, email);
    await requestReset(demoApp, bystanderEmail);
    const [newer, older] = await waitForMail(demoApp, email, 2);
    const [bystanderMail] = await waitForMail(demoApp, bystanderEmail);

    const used = await post(demoApp, '/api/auth/reset-password', {
      token: tokenOf(older?.link ?? ''),
      newPassword: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(200);

    const other = await post(demoApp, '/api/auth/reset-password', {
      token: tokenOf(newer?.link ?? ''),
      newPassword: 'Third#Pass1',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(RESET_MESSAGES.unusableLink);
    expect((await signIn(demoApp, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(demoApp, email, 'Third#Pass1')).statusCode).toBe(401);
    // Somebody else's pending link still works.
    const bystanderToken = tokenOf(bystanderMail?.link ?? '');
    const remaining = await demoApp.app.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${bystanderToken}`));
    expect(remaining).toHaveLength(1);
  });

  it('refuses an expired or unknown token with the same clear message', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.test`;
    const account = await signUp(demoApp, email);
    await requestReset(demoApp, email);
    const [mail] = await waitForMail(demoApp, email);
    const token = tokenOf(mail?.link ?? '');
    await demoApp.app.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    for (const attempt of [token, 'made-up-token']) {
      const response = await post(demoApp, '/api/auth/reset-password', {
        token: attempt,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESET_MESSAGES.unusableLink);
    }
    expect((await signIn(demoApp, email, OLD_PASSWORD)).statusCode).toBe(200);
    expect(await getSession(demoApp, account.cookie)).not.toBeNull();
  });

  it.each([
    ['Secret123', 'Password Should Contain atleast one Uppercase And One Special Character'],
    ['secret@123', 'Password Should Contain atleast one Uppercase And One Special Character'],
    ['A@1b', 'Password Should Atleast 6 Character'],
  ])(
    "refuses the weak new password %s with the spec's message and keeps the token",
    async (weak, message) => {
      const email = `weak-${randomUUID().slice(0, 8)}@example.test`;
      await signUp(demoApp, email);
      await requestReset(demoApp, email);
      const [mail] = await waitForMail(demoApp, email);
      const token = tokenOf(mail?.link ?? '');

      const response = await post(demoApp, '/api/auth/reset-password', { token, newPassword: weak });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await signIn(demoApp, email, OLD_PASSWORD)).statusCode).toBe(200);
      const unused = await demoApp.app.db
        .select()
        .from(verification)
        .where(
          and(
            like(verification.identifier, 'reset-password:%'),
            eq(verification.identifier, `reset-password:${token}`),
          ),
        );
      expect(unused).toHaveLength(1);
    },
  );

  it('leaves the sessions of other people alone', async () => {
    const bystander = await signUp(demoApp, `bystander-${randomUUID().slice(0, 8)}@example.test`);
    const email = `mine-${randomUUID().slice(0, 8)}@example.test`;
    await signUp(demoApp, email);
    await requestReset(demoApp, email);
    const [mail] = await waitForMail(demoApp, email);
    await post(demoApp, '/api/auth/reset-password', {
      token: tokenOf(mail?.link ?? ''),
      newPassword: NEW_PASSWORD,
    });
    const sessions = await demoApp.app.db.select().from(session).where(eq(session.userId, bystander.id));
    expect(sessions).toHaveLength(1);
  });
});

describe('GET /api/outbox outside demo mode', () => {
  it('does not exist, and mail stays out of any response', async () => {
    const plainApp = await buildTestApp();
    try {
      const response = await plainApp.app.inject({ method: 'GET', url: '/api/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    } finally {
      await plainApp.close();
    }
  });

  it('does not exist in demo mode when SMTP is configured', async () => {
    const smtpApp = await buildTestApp({ DEMO: 'true', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await smtpApp.app.inject({ method: 'GET', url: '/api/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await smtpApp.close();
    }
  });
});

describe('password-reset mail through SMTP', () => {
  it('goes to the SMTP server named by SMTP_URL, not to the outbox', async () => {
    const smtp = await startFakeSmtpServer();
    const smtpApp = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'Nestlane <help@nestlane.test>',
    });
    try {
      const email = `smtp-${randomUUID().slice(0, 8)}@example.test`;
      await signUp(smtpApp, email);
      expect((await requestReset(smtpApp, email)).statusCode).toBe(200);
      await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(0), {
        timeout: MAIL_WAIT_MS,
        interval: 20,
      });
      expect(smtp.messages).toHaveLength(1);
      // The body is quoted-printable: undo soft line breaks and =XX escapes to read it.
      const message = (smtp.messages[0] ?? '')
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      expect(message).toContain(`To: ${email}`);
      expect(message).toContain('From: Nestlane <help@nestlane.test>');
      expect(message).toContain('Subject: Reset your Nestlane password');
      expect(message).toContain(`${smtpApp.config.publicUrl}/resetPassword?token=`);
      expect(await readOutboxMessages(smtpApp.config.dataDir)).toEqual([]);
    } finally {
      await smtpApp.close();
      smtp.server.close();
    }
  });
});
