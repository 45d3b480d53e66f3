/**
 * Issue 27, one tap to the agent (decision 053): POST /api/revealContact/{propertyId} answers a public
 * listing's agent numbers to anyone, signed in or not; never for a listing the public cannot see or
 * an agent flagged as fraud; throttled per address and per device (in memory, or Redis shared by
 * instances) with a clear 429; each reveal counted as a lead per listing, kind and Asia/Dhaka day.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { dhakaDay } from '@nestlane/shared';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { DEVICE_COOKIE } from '../src/lib/device-cookie';
import { CONTACT_REVEAL_DEVICE_RATE_LIMIT } from '../src/modules/contact/device-throttle';
import { CONTACT_REVEAL_RATE_LIMIT } from '../src/modules/contact/routes';
import { readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestUser;
let listing: TestProperty;
let addresses = 0;

/** A device key as the API gives them (22 characters of base64url). */
function newDeviceKey(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A reveal from an address of its own, so the throttle of one test does not reach another; with a
 * `device`, from the browser holding that device cookie; with `userAgent`, as that browser.
 */
function reveal(
  propertyId: string,
  payload: Record<string, unknown> = { kind: 'call' },
  address?: string,
  from: { device?: string; userAgent?: string; app?: TestApp } = {},
) {
  addresses += 1;
  return (from.app ?? testApp).app.inject({
    method: 'POST',
    url: `/api/revealContact/${propertyId}`,
    remoteAddress: address ?? `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
    headers: {
      ...(from.device ? { cookie: `${DEVICE_COOKIE}=${from.device}` } : {}),
      ...(from.userAgent ? { 'user-agent': from.userAgent } : {}),
    },
    payload,
  });
}

const DEVICE_LIMITED = /^Too many numbers revealed on this device\. Please wait .+ and try again\.$/;

async function readLeads(propertyId: string) {
  return readRows<{ kind: string; day: string; count: number }>(
    testApp.app.db,
    sql`select kind, day::text as day, count from contact_reveals where property_id = ${propertyId} order by kind`,
  );
}

beforeAll(async () => {
  testApp = await buildTestApp();
  agent = await createUser(testApp.app.db, { role: 'agent', name: 'Nusrat Agent' });
  await testApp.app.db
    .update(user)
    .set({ phone: '+8801712345678', whatsapp: '+8801812345678' })
    .where(eq(user.id, agent.id));
  listing = await createProperty(testApp.app.db, agent, { title: 'Lake View Flat' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/revealContact/{propertyId}', () => {
  it("answers a visitor the agent's phone and WhatsApp, with no sign-in", async () => {
    const response = await reveal(listing.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      propertyId: listing.id,
      propertyTitle: 'Lake View Flat',
      agentName: 'Nusrat Agent',
      phone: '+8801712345678',
      whatsapp: '+8801812345678',
    });
  });

  it('counts each reveal as a lead of its kind on the Asia/Dhaka day', async () => {
    const counted = await createProperty(testApp.app.db, agent);
    await reveal(counted.id, { kind: 'call' });
    await reveal(counted.id, { kind: 'call' });
    await reveal(counted.id, { kind: 'whatsapp' });
    const today = dhakaDay();
    expect(await readLeads(counted.id)).toEqual([
      { kind: 'call', day: today, count: 2 },
      { kind: 'whatsapp', day: today, count: 1 },
    ]);
  });

  it('refuses a listing the public cannot see, and counts nothing', async () => {
    const pending = await createProperty(testApp.app.db, agent, { verificationStatus: 'pending' });
    const response = await reveal(pending.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Property not found');
    expect(JSON.stringify(response.json())).not.toContain('+880');
    expect(await readLeads(pending.id)).toEqual([]);
  });

  it("never shows a fraud agent's number", async () => {
    const flagged = await createUser(testApp.app.db, { role: 'agent' });
    await testApp.app.db
      .update(user)
      .set({ phone: '+8801912345678', role: 'fraud' })
      .where(eq(user.id, flagged.id));
    const theirs = await createProperty(testApp.app.db, flagged);
    const response = await reveal(theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('1912345678');
    expect(await readLeads(theirs.id)).toEqual([]);
  });

  it.each([
    [{}, 'kind'],
    [{ kind: 'sms' }, 'kind'],
  ])('refuses the body %j with a 400 naming %s, and counts nothing', async (payload, field) => {
    const other = await createProperty(testApp.app.db, agent);
    const response = await reveal(other.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
    expect(await readLeads(other.id)).toEqual([]);
  });

  it('refuses a malformed listing id with a 400', async () => {
    expect((await reveal('not-an-id')).statusCode).toBe(400);
  });

  it('throttles one address with a clear 429, while another address still gets through', async () => {
    const address = '10.99.0.1';
    // Many people behind one address (a carrier's), each on a device of their own.
    for (let tap = 0; tap < CONTACT_REVEAL_RATE_LIMIT.max; tap += 1) {
      const response = await reveal(listing.id, { kind: 'call' }, address, { device: newDeviceKey() });
      expect(response.statusCode).toBe(200);
    }
    const refused = await reveal(listing.id, { kind: 'call' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(refused.body).not.toContain('+880');
    expect((await reveal(listing.id, { kind: 'call' }, '10.99.0.2')).statusCode).toBe(200);
  });

  it('gives a browser without one its device cookie, for this route only', async () => {
    const response = await reveal(listing.id);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}; Path=/api/revealContact;`));
    expect(cookie).toContain('HttpOnly');
    const known = await reveal(listing.id, { kind: 'call' }, undefined, { device: newDeviceKey() });
    expect(known.headers['set-cookie']).toBeUndefined();
  });

  it('throttles one device with a clear 429 whatever address it uses, while other devices still get through', async () => {
    const device = newDeviceKey();
    const counted = await createProperty(testApp.app.db, agent);
    for (let tap = 0; tap < CONTACT_REVEAL_DEVICE_RATE_LIMIT.max; tap += 1) {
      // A phone moving between networks: a new address each time.
      expect((await reveal(counted.id, { kind: 'whatsapp' }, undefined, { device })).statusCode).toBe(200);
    }
    const refused = await reveal(counted.id, { kind: 'whatsapp' }, undefined, { device });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(DEVICE_LIMITED);
    expect(refused.json().message).toContain('10 minutes');
    expect(refused.body).not.toContain('+880');
    // The refused tap is no lead.
    expect(await readLeads(counted.id)).toEqual([
      { kind: 'whatsapp', day: dhakaDay(), count: CONTACT_REVEAL_DEVICE_RATE_LIMIT.max },
    ]);
    const other = await reveal(counted.id, { kind: 'whatsapp' }, undefined, { device: newDeviceKey() });
    expect(other.statusCode).toBe(200);
  });

  it('knows a client that sends no device cookie by its address and user agent', async () => {
    const address = '10.98.0.1';
    const userAgent = `harvester/${randomUUID()}`;
    for (let tap = 0; tap < CONTACT_REVEAL_DEVICE_RATE_LIMIT.max; tap += 1) {
      expect((await reveal(listing.id, { kind: 'call' }, address, { userAgent })).statusCode).toBe(200);
    }
    const refused = await reveal(listing.id, { kind: 'call' }, address, { userAgent });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(DEVICE_LIMITED);
    // Another browser at the same address (still under the address's limit) gets through.
    expect((await reveal(listing.id, { kind: 'call' }, address, { userAgent: 'other' })).statusCode).toBe(
      200,
    );
  });
});

describe('the per-device throttle in Redis (REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `nestlane-test-${randomUUID().slice(0, 8)}:`;
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    first = await buildTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    second = await buildTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("shares a device's count between API instances, under the configured prefix", async () => {
    const device = newDeviceKey();
    // Each test instance has a database of its own: a listing in each.
    const listings = await Promise.all(
      [first, second].map(async (instance) =>
        createProperty(instance.app.db, await createUser(instance.app.db, { role: 'agent' })),
      ),
    );
    for (let tap = 0; tap < CONTACT_REVEAL_DEVICE_RATE_LIMIT.max; tap += 1) {
      const [app, there] = tap % 2 === 0 ? [first, listings[0]] : [second, listings[1]];
      const response = await reveal(there?.id ?? '', { kind: 'call' }, undefined, { device, app });
      expect(response.statusCode).toBe(200);
    }
    const refused = await reveal(listings[0]?.id ?? '', { kind: 'call' }, undefined, { device, app: first });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(DEVICE_LIMITED);
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((key) => key.includes(`contact-reveal-device|${device}`))).toBe(true);
  });
});
