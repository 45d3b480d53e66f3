import { publicAgentSchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createUser, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestUser;

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  agent = await createUser(db, {
    role: 'agent',
    name: 'Rahim Uddin',
    email: 'rahim@example.test',
    agentReq: true,
  });
  await createUser(db, { role: 'admin', name: 'Farhana Akter', email: 'farhana@example.test', photo: null });
  await createUser(db, { role: 'user', email: 'buyer@example.test' });
  await createUser(db, { role: 'fraud', email: 'flagged@example.test' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getAgentData/:email', () => {
  it("answers an agent's public fields and nothing else", async () => {
    const response = await get('/api/getAgentData/rahim@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: agent.id,
      name: 'Rahim Uddin',
      email: 'rahim@example.test',
      photo: agent.photo,
      role: 'agent',
      creationDate: 'Tue Jan 02 2024',
    });
  });

  it('answers with an empty photo when the agent has none, whatever the case of the email', async () => {
    await createUser(testApp.app.db, { role: 'agent', email: 'nophoto@example.test', photo: null });
    const response = await get('/api/getAgentData/NoPhoto@Example.test');
    expect(response.statusCode).toBe(200);
    expect(publicAgentSchema.parse(response.json())).toMatchObject({ role: 'agent', photo: '' });
  });

  it.each(['farhana@example.test', 'buyer@example.test', 'flagged@example.test', 'nobody@example.test'])(
    'answers 404 for anyone who is not an agent: %s (admin, user, fraud, unknown)',
    async (email) => {
      const response = await get(`/api/getAgentData/${email}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Agent not found' });
    },
  );

  it('answers 400 for a malformed email', async () => {
    const response = await get('/api/getAgentData/%27%20OR%201=1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid email address' });
  });
});
