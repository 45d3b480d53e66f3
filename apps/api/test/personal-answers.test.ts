/**
 * Personal answers are never cached (issue 28, decision 044): every /api answer to a request with a
 * session — cookie or bearer token — says `Cache-Control: no-store`, checked across every route of
 * the OpenAPI document (plugins/personal-answers.ts); a visitor's public answers are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestToken, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const SOME_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let admin: TestAccount;
let token: string;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin Nabila' });
  token = await issueTestToken(testApp, admin);
  const document: OpenApi = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.keys(operations)
      // The live stream never ends; it sets its own no-store (notification-stream.ts).
      .filter(() => !template.endsWith('/stream'))
      .map((method) => ({ method: method.toUpperCase(), url: template.replace(/\{[^}]+\}/g, SOME_ID) })),
  );
});

afterAll(async () => {
  await testApp?.close();
});

describe('Cache-Control on /api answers', () => {
  it('is no-store on every route answered to a session cookie or a bearer token', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const credentials: Record<string, string>[] = [
      { cookie: admin.cookie, origin: testApp.config.publicUrl },
      { authorization: `Bearer ${token}` },
    ];
    const missing: string[] = [];
    for (const headers of credentials) {
      for (const route of routes) {
        const response = await testApp.app.inject({ method: route.method as 'GET', url: route.url, headers });
        if (response.headers['cache-control'] !== 'no-store') {
          missing.push(
            `${route.method} ${route.url} (${response.statusCode}): ${response.headers['cache-control']}`,
          );
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is no-store on the personal reads themselves, answered 200 with data', async () => {
    const personal = [
      '/api/notifications',
      '/api/notifications/preferences',
      '/api/savedSearches',
      '/api/viewings',
      '/api/enquiries',
      '/api/recentlyViewed',
      '/api/getallUsers',
      '/api/adminStatistics',
    ];
    for (const url of personal) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("is no-store on identity's own answers even without a session (the session it hands out)", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testApp.config.publicUrl },
      payload: { email: admin.email, password: 'Secret@123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("leaves a visitor's public answer alone", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/getVerifiedProperties' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
