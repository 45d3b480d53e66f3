import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;
let member: TestAccount;
const hugeText = 'x'.repeat(3 * 1024 * 1024);

beforeAll(async () => {
  testApp = await buildTestApp();
  member = await signUpAccount(testApp);
});

afterAll(async () => {
  await testApp.close();
});

describe('a huge request body', () => {
  it('is refused with 413 and a clear message on our own calls, changing nothing', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/agentRequest/${member.id}`,
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ twitter: hugeText, facebook: 'f', linkedin: 'l', whatsapp: '8801700000000' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: expect.stringMatching(/too large/i) });
    const [row] = await testApp.app.db.select({ total: count() }).from(user);
    expect(Number(row?.total)).toBe(1);
  });

  it('is refused on sign-up too, creating no account', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testApp.config.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: hugeText, email: 'huge@example.test', password: 'Secret@123' }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await testApp.app.db.select({ total: count() }).from(user);
    expect(Number(row?.total)).toBe(1);
  });
});
