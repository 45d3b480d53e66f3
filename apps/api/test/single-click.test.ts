import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { account, session, user } from '../src/db/schema';
import { deriveDemoSecret } from '../src/oidc-demo/create-demo-provider';
import { DEMO_LOGIN_MESSAGES } from '../src/plugins/oidc-demo';
import * as demoSeed from '../src/seed/index';
import { signUpAccount, TEST_PASSWORD } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

// Demo mode turns the built-in provider on; the demo listings themselves are beside the point here.
// A spy, not vi.mock: the API project shares one module registry per worker (isolate: false), where a
// module mock would leak into the next file or miss a module already loaded. Vitest restores spies after each file.
const demoSeeding = vi.spyOn(demoSeed, 'seedDemoData').mockResolvedValue();

/**
 * A browser's cookie store, as far as redirect dances through app.inject need one: cookies
 * by name, sent only under their path, dropped when the server expires them.
 */
type StoredCookie = { value: string; path: string };

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(setCookie: string | string[] | undefined) {
    const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const options = new Map(
        attributes.map((attribute) => {
          const [key = '', ...rest] = attribute.split('=');
          return [key.toLowerCase(), rest.join('=')] as const;
        }),
      );
      const isExpired =
        value === '' ||
        options.get('max-age') === '0' ||
        (options.has('expires') && Date.parse(options.get('expires') ?? '') < Date.now());
      const path = options.get('path') || '/';
      if (isExpired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url, 'http://localhost').pathname;
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

type SignInResult = {
  jar: CookieJar;
  /** Where the dance ended: the callbackURL on success, the errorCallbackURL otherwise. */
  finalLocation: string;
};

/** Runs one request of the dance on whichever app serves that URL's path. */
async function visit(
  app: TestApp,
  jar: CookieJar,
  url: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
) {
  const target = new URL(url, app.config.publicUrl);
  const path = `${target.pathname}${target.search}`;
  const response = await app.app.inject({
    method: init.method ?? 'GET',
    url: path,
    headers: {
      cookie: jar.header(path),
      ...(init.form
        ? { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl }
        : {}),
    },
    ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
  });
  jar.store(response.headers['set-cookie']);
  return response;
}

async function startSignIn(app: TestApp, jar: CookieJar) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: app.config.publicUrl },
    payload: { provider: 'oidc', callbackURL: '/dashboard/myProfile', errorCallbackURL: '/signIn' },
  });
  jar.store(response.headers['set-cookie']);
  return response;
}

/**
 * Button → provider's authorize endpoint → its login page → the typed identity → back to
 * Better Auth's callback → the page the button asked for. `provider` serves the issuer's
 * URLs, `client` Nestlane's (the same app in demo mode).
 */
async function signInThroughProvider(
  client: TestApp,
  provider: TestApp,
  identity: { name: string; email: string },
): Promise<SignInResult> {
  const clientJar = new CookieJar();
  const providerJar = new CookieJar();
  const start = await startSignIn(client, clientJar);
  expect(start.statusCode).toBe(200);
  let location: string = start.json().url;
  expect(location.startsWith(`${provider.config.publicUrl}/api/oidc-demo/auth?`)).toBe(true);

  let response = await visit(provider, providerJar, location);
  expect(response.statusCode).toBe(303);
  location = String(response.headers.location);
  expect(location).toMatch(/^\/api\/oidc-demo\/interaction\/[^/]+$/);

  const page = await visit(provider, providerJar, location);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  expect(action).toBe(`${location}/login`);

  response = await visit(provider, providerJar, action, { method: 'POST', form: identity });
  expect(response.statusCode).toBe(303);
  // The provider resumes the authorization, then sends the browser back to Nestlane.
  for (let hop = 0; hop < 5 && !String(response.headers.location).includes('/api/auth/callback/'); hop += 1) {
    response = await visit(provider, providerJar, String(response.headers.location));
    expect([302, 303]).toContain(response.statusCode);
  }
  const callback = String(response.headers.location);
  expect(callback.startsWith(`${client.config.publicUrl}/api/auth/callback/oidc?`)).toBe(true);

  const landing = await visit(client, clientJar, callback);
  expect(landing.statusCode).toBe(302);
  return { jar: clientJar, finalLocation: String(landing.headers.location) };
}

async function getUser(app: TestApp, jar: CookieJar, email: string) {
  const url = `/api/getuser?email=${encodeURIComponent(email)}`;
  return app.app.inject({ method: 'GET', url, headers: { cookie: jar.header(url) } });
}

let demoApp: TestApp;

beforeAll(async () => {
  demoApp = await buildTestApp({ DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000' });
  // The empty demo database reached the seeder, and the spy stood in for it.
  expect(demoSeeding).toHaveBeenCalledOnce();
});

afterAll(async () => {
  await demoApp?.close();
});

describe('single-click sign-in through the built-in demo provider', () => {
  it('offers the button under its label', async () => {
    const response = await demoApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().oidcLabel).toBe('Nestlane Demo ID');
  });

  it("creates a 'user' on the first sign-in and signs them in", async () => {
    const email = `first-${randomUUID().slice(0, 8)}@example.test`;
    const { jar, finalLocation } = await signInThroughProvider(demoApp, demoApp, { name: 'Rina Das', email });
    expect(new URL(finalLocation, demoApp.config.publicUrl).pathname).toBe('/dashboard/myProfile');
    expect(jar.has('better-auth.session_token')).toBe(true);

    const profile = await getUser(demoApp, jar, email);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, name: 'Rina Das', role: 'user' });

    const [row] = await demoApp.app.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: 'user', agentReq: false, photo: null, emailVerified: false });
    expect(row?.creationDate).toBe(new Date().toDateString());
    const accounts = await demoApp.app.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ''));
    expect(accounts.map((linked) => linked.providerId)).toEqual(['oidc']);
  });

  it('keeps a returning user’s role and data, even one an admin changed', async () => {
    const email = `again-${randomUUID().slice(0, 8)}@example.test`;
    await signInThroughProvider(demoApp, demoApp, { name: 'Mahin Karim', email });
    const [created] = await demoApp.app.db.select().from(user).where(eq(user.email, email));
    const admin = await signUpAccount(demoApp, { role: 'admin' });
    const change = await demoApp.app.inject({
      method: 'PATCH',
      url: `/api/changeRole/${created?.id}?role=agent`,
      headers: { cookie: admin.cookie },
    });
    expect(change.statusCode).toBe(200);

    const { jar } = await signInThroughProvider(demoApp, demoApp, { name: 'Someone Else', email });
    const profile = await getUser(demoApp, jar, email);
    expect(profile.json()).toMatchObject({ email, name: 'Mahin Karim', role: 'agent' });
    const rows = await demoApp.app.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(created?.id);
  });

  it('refuses a fraud-flagged account: back to sign-in with ACCOUNT_FLAGGED, and no session (decision 013)', async () => {
    const email = `flagged-${randomUUID().slice(0, 8)}@example.test`;
    await signInThroughProvider(demoApp, demoApp, { name: 'Kamal Flagged', email });
    await demoApp.app.db.update(user).set({ role: 'fraud' }).where(eq(user.email, email));
    const [flagged] = await demoApp.app.db.select().from(user).where(eq(user.email, email));
    const sessionsBefore = await demoApp.app.db
      .select()
      .from(session)
      .where(eq(session.userId, flagged?.id ?? ''));

    const { jar, finalLocation } = await signInThroughProvider(demoApp, demoApp, {
      name: 'Kamal Flagged',
      email,
    });
    const landing = new URL(finalLocation, demoApp.config.publicUrl);
    expect(landing.pathname).toBe('/signIn');
    expect(landing.searchParams.get('error')).toBe('ACCOUNT_FLAGGED');
    expect(jar.has('better-auth.session_token')).toBe(false);
    const sessionsAfter = await demoApp.app.db
      .select()
      .from(session)
      .where(eq(session.userId, flagged?.id ?? ''));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
  });

  it('never takes over a password account that has the typed email', async () => {
    const owner = await signUpAccount(demoApp);
    const sessionsBefore = await demoApp.app.db.select().from(session).where(eq(session.userId, owner.id));

    const { jar, finalLocation } = await signInThroughProvider(demoApp, demoApp, {
      name: 'Intruder',
      email: owner.email,
    });
    const landing = new URL(finalLocation, demoApp.config.publicUrl);
    expect(landing.pathname).toBe('/signIn');
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(jar.has('better-auth.session_token')).toBe(false);

    const accounts = await demoApp.app.db.select().from(account).where(eq(account.userId, owner.id));
    expect(accounts.map((linked) => linked.providerId)).toEqual(['credential']);
    const sessionsAfter = await demoApp.app.db.select().from(session).where(eq(session.userId, owner.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    const [row] = await demoApp.app.db.select().from(user).where(eq(user.id, owner.id));
    expect(row?.name).toBe(owner.name);
    const signIn = await demoApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: demoApp.config.publicUrl },
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a malformed email or an empty name on its login page and signs nobody in', async () => {
    const clientJar = new CookieJar();
    const providerJar = new CookieJar();
    const start = await startSignIn(demoApp, clientJar);
    const toLogin = await visit(demoApp, providerJar, start.json().url);
    const loginPage = String(toLogin.headers.location);

    for (const [form, message] of [
      [{ name: 'Nameless', email: 'not-an-email' }, DEMO_LOGIN_MESSAGES.email],
      [{ name: '   ', email: 'blank-name@example.test' }, DEMO_LOGIN_MESSAGES.name],
    ] as const) {
      const response = await visit(demoApp, providerJar, `${loginPage}/login`, { method: 'POST', form });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
      expect(response.body).toContain(`value="${form.email}"`);
    }
    const rows = await demoApp.app.db.select().from(user).where(eq(user.email, 'blank-name@example.test'));
    expect(rows).toEqual([]);
  });

  it('answers a login page opened without its sign-in (no cookie) with a clear error', async () => {
    const response = await demoApp.app.inject({ method: 'GET', url: '/api/oidc-demo/interaction/made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(DEMO_LOGIN_MESSAGES.expired);
  });

  it('serves its pages under the strict Content-Security-Policy, with no script', async () => {
    const clientJar = new CookieJar();
    const providerJar = new CookieJar();
    const start = await startSignIn(demoApp, clientJar);
    const toLogin = await visit(demoApp, providerJar, start.json().url);
    const page = await visit(demoApp, providerJar, String(toLogin.headers.location));
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(page.body).not.toContain('<script');
    const discovery = await demoApp.app.inject({
      method: 'GET',
      url: '/api/oidc-demo/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().issuer).toBe(`${demoApp.config.publicUrl}/api/oidc-demo`);
    expect(String(discovery.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('refuses a token exchange for a code that was never issued', async () => {
    const response = await demoApp.app.inject({
      method: 'POST',
      url: '/api/oidc-demo/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'forged',
        client_id: 'nestlane-web',
        client_secret: 'wrong',
      }).toString(),
    });
    expect(response.statusCode).toBe(401);
  });
});

async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('single-click sign-in through an external OpenID Connect issuer (OIDC_ISSUER)', () => {
  // The issuer: another Nestlane in demo mode, listening, so discovery, the code exchange,
  // the ID token's keys and userinfo all go over real HTTP as they would with Google.
  let issuerApp: TestApp;
  let clientApp: TestApp;

  beforeAll(async () => {
    const port = await findFreePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    issuerApp = await buildTestApp({ DEMO: 'true', PUBLIC_URL: publicUrl, AUTH_RATE_LIMIT_MAX: '1000' });
    await issuerApp.app.listen({ port, host: '127.0.0.1' });
    clientApp = await buildTestApp({
      // Same public address, so the issuer's one registered redirect URI is this client's too.
      PUBLIC_URL: publicUrl,
      AUTH_RATE_LIMIT_MAX: '1000',
      OIDC_ISSUER: `${publicUrl}/api/oidc-demo`,
      OIDC_CLIENT_ID: 'nestlane-web',
      OIDC_CLIENT_SECRET: deriveDemoSecret(issuerApp.config.authSecret, 'client-secret'),
    });
  });

  afterAll(async () => {
    await clientApp?.close();
    await issuerApp?.close();
  });

  it('uses the issuer instead of the built-in provider, under its own label', async () => {
    const config = await clientApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().oidcLabel).toBe('Single sign-on');
    const builtIn = await clientApp.app.inject({
      method: 'GET',
      url: '/api/oidc-demo/.well-known/openid-configuration',
    });
    expect(builtIn.statusCode).toBe(404);
  });

  it("creates a 'user' on the first sign-in, keeps the role on the next", async () => {
    const email = `external-${randomUUID().slice(0, 8)}@example.test`;
    const first = await signInThroughProvider(clientApp, issuerApp, { name: 'Tahmid Hasan', email });
    expect(new URL(first.finalLocation, clientApp.config.publicUrl).pathname).toBe('/dashboard/myProfile');
    expect((await getUser(clientApp, first.jar, email)).json()).toMatchObject({ email, role: 'user' });
    // Only the client holds the user: the issuer is just the issuer.
    expect(await issuerApp.app.db.select().from(user).where(eq(user.email, email))).toEqual([]);

    await clientApp.app.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
    const second = await signInThroughProvider(clientApp, issuerApp, { name: 'Tahmid Hasan', email });
    expect((await getUser(clientApp, second.jar, email)).json()).toMatchObject({ email, role: 'admin' });
  });

  it('does not link an unverified email to an existing password account', async () => {
    const owner = await signUpAccount(clientApp);
    const { jar, finalLocation } = await signInThroughProvider(clientApp, issuerApp, {
      name: 'Intruder',
      email: owner.email,
    });
    expect(new URL(finalLocation, clientApp.config.publicUrl).searchParams.get('error')).toBe(
      'account_not_linked',
    );
    expect(jar.has('better-auth.session_token')).toBe(false);
    const accounts = await clientApp.app.db.select().from(account).where(eq(account.userId, owner.id));
    expect(accounts.map((linked) => linked.providerId)).toEqual(['credential']);
  });
});

describe('without a provider', () => {
  it('has no button, no built-in provider and refuses to start a sign-in', async () => {
    const plainApp = await buildTestApp();
    try {
      expect((await plainApp.app.inject({ method: 'GET', url: '/api/config' })).json().oidcLabel).toBeNull();
      const discovery = await plainApp.app.inject({
        method: 'GET',
        url: '/api/oidc-demo/.well-known/openid-configuration',
      });
      expect(discovery.statusCode).toBe(404);
      const start = await startSignIn(plainApp, new CookieJar());
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
      expect(start.statusCode).toBeLessThan(500);
    } finally {
      await plainApp.close();
    }
  });
});

describe('the button label', () => {
  const base = {
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    OIDC_CLIENT_ID: 'id',
    OIDC_CLIENT_SECRET: 'secret',
  };
  it("is 'Google' for Google, 'Single sign-on' for another issuer, OIDC_LABEL when set", () => {
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://accounts.google.com' }).oidcLabel).toBe('Google');
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.test/realms/x' }).oidcLabel).toBe(
      'Single sign-on',
    );
    expect(
      loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.test', OIDC_LABEL: 'Company ID' }).oidcLabel,
    ).toBe('Company ID');
  });

  it('is null in production without an issuer, and the demo label in demo mode', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATABASE_URL: 'memory://' })
        .oidcLabel,
    ).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', DEMO: 'true' }).oidcLabel).toBe(
      'Nestlane Demo ID',
    );
  });
});
