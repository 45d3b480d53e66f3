/**
 * The live stream of new notifications (GET /api/notifications/stream, server-sent events read
 * with fetch and a bearer token), on a real listening server. With REDIS_URL, a notification
 * made through one instance reaches a stream opened on another instance of the same database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { issueTestToken, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildOfferBody, createProperty, findUserRow } from './helpers/factory';
import { listen, openStream } from './helpers/notification-stream';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

async function makeOffer(
  testApp: Pick<TestApp, 'app' | 'config'>,
  buyer: TestAccount,
  agent: TestAccount,
  title: string,
) {
  const listing = await createProperty(testApp.app.db, await findUserRow(testApp.app.db, agent.id), {
    title,
    minPrice: 150_000,
    maxPrice: 200_000,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/addOffer',
    headers: { cookie: buyer.cookie },
    payload: buildOfferBody(listing),
  });
  expect(response.statusCode).toBe(201);
}

describe('one instance', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    baseUrl = await listen(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses a visitor and a bad token', async () => {
    const visitor = await fetch(`${baseUrl}/api/notifications/stream`);
    expect(visitor.status).toBe(401);
    const forged = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.status).toBe(401);
  });

  it('sends the unread count, then each new notification of the signed-in person only', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent', name: 'Live Agent' });
    const buyer = await signUpAccount(testApp, { name: 'Live Buyer' });
    const agentStream = await openStream(baseUrl, { token: await issueTestToken(testApp, agent) });
    const buyerStream = await openStream(baseUrl, { token: await issueTestToken(testApp, buyer) });
    try {
      expect(agentStream.response.headers.get('content-type')).toContain('text/event-stream');
      // Like every answer, the stream returns its request id (a proxy's, or a new one).
      expect(agentStream.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect((await agentStream.next('ready')).data).toEqual({ unread: 0 });
      expect((await buyerStream.next('ready')).data).toEqual({ unread: 0 });

      await makeOffer(testApp, buyer, agent, 'Streamed Flat');
      const { data } = await agentStream.next('notification');
      expect(data).toMatchObject({
        unread: 1,
        notification: { kind: 'offer_received', title: 'New offer on Streamed Flat', read: false },
      });
      // The buyer's stream hears nothing of the agent's: its next event is its own.
      await testApp.app.db.transaction(async (tx) => {
        const { notify } = await import('../src/modules/notifications/notify');
        await notify(tx, { userId: buyer.id, kind: 'offer_rejected', title: 'Own news', link: '/dashboard' });
      });
      await testApp.app.notifications.deliverNow();
      expect((await buyerStream.next('notification')).data).toMatchObject({
        notification: { title: 'Own news' },
      });
    } finally {
      agentStream.close();
      buyerStream.close();
    }
  });
});

describe.runIf(process.env.API_TEST_DB === 'postgres')('two instances behind one address (Redis)', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const prefix = `nl_n_test_${randomBytes(4).toString('hex')}:`;

  async function startInstance(options: BuildOptions = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), 'nl-n-stream-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      AUTH_SECRET: 'nl-n-two-instances-share-this-secret-0123456789',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
    });
    const app = await buildApp(config, options);
    apps.push(app);
    return { app, config, close: () => app.close() };
  }

  let instanceA: Awaited<ReturnType<typeof startInstance>>;
  let instanceB: Awaited<ReturnType<typeof startInstance>>;
  let baseUrlB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One after the other: the first opening migrates the shared database. B checks its streams'
    // sessions only at word that they ended: the bus alone must end its streams (decision 063).
    instanceA = await startInstance();
    instanceB = await startInstance({ streamSessionCheckMs: 0 });
    baseUrlB = await listen(instanceB.app);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a notification made through instance A arrives on a stream opened on instance B', async () => {
    const agent = await signUpAccount(instanceA, { role: 'agent', name: 'Two Instance Agent' });
    const buyer = await signUpAccount(instanceA, { name: 'Two Instance Buyer' });
    const stream = await openStream(baseUrlB, { token: await issueTestToken(instanceA, agent) });
    try {
      expect((await stream.next('ready')).data).toEqual({ unread: 0 });
      await makeOffer(instanceA, buyer, agent, 'Across Instances');
      expect((await stream.next('notification')).data).toMatchObject({
        notification: { kind: 'offer_received', title: 'New offer on Across Instances' },
      });
    } finally {
      stream.close();
    }
  });

  it('signing out through instance A ends the stream open on instance B', async () => {
    const member = await signUpAccount(instanceA, { name: 'Two Instance Leaver' });
    const stream = await openStream(baseUrlB, { token: await issueTestToken(instanceA, member) });
    try {
      await stream.next('ready');
      const signOut = await instanceA.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: instanceA.config.publicUrl, cookie: member.cookie },
        payload: {},
      });
      expect(signOut.statusCode).toBe(200);
      await stream.ended();
    } finally {
      stream.close();
    }
  });
});
