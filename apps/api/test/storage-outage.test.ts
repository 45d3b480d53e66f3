/**
 * The picture bucket goes away (issue 28, decision 058): a request that needs it answers 503
 * STORAGE_UNAVAILABLE naming the picture storage, never 500; the rest of the API goes on; once the
 * bucket is back, the same instance uploads and serves again. s3rver is really stopped, on its port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/app-error';
import { createPicture } from './fixtures/images';
import { signUpAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { postPicture } from './helpers/uploads';

const BUCKET = 'nestlane-outage';
const METRICS_TOKEN = 'a-metrics-token-for-the-outage';

/** The bucket's state as the metrics give it. */
async function scrapePicturesUp(): Promise<string | undefined> {
  const response = await testApp.app.inject({
    url: '/api/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return /^nestlane_dependency_up\{dependency="pictures"\} (\d)$/m.exec(response.body)?.[1];
}

let s3: TestS3Server;
let testApp: TestApp;
let cookie: string;
let picture: Buffer;
let storedUrl: string;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  testApp = await buildTestApp({ ...s3.env(BUCKET), METRICS_TOKEN });
  cookie = (await signUpAccount(testApp, { role: 'agent' })).cookie;
  picture = await createPicture('jpeg', { width: 80, height: 60 });
  const uploaded = await postPicture(testApp, cookie, picture);
  expect(uploaded.statusCode).toBe(200);
  storedUrl = uploaded.json().data.display_url;
});

afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

const storageUnavailable = {
  statusCode: 503,
  code: 'STORAGE_UNAVAILABLE',
  message: API_MESSAGES.storageUnavailable,
};

describe('while the bucket is down', () => {
  beforeAll(async () => {
    await s3.stop();
  });

  it('answers an upload 503 naming the picture storage', async () => {
    const response = await postPicture(testApp, cookie, picture);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(storageUnavailable);
  });

  it.each(['GET', 'HEAD'] as const)('answers %s of a stored picture 503, not 500', async (method) => {
    const response = await testApp.app.inject({ method, url: storedUrl });
    expect(response.statusCode).toBe(503);
    if (method === 'GET') expect(response.json()).toEqual(storageUnavailable);
  });

  it('keeps answering what needs no pictures', async () => {
    const search = await testApp.app.inject({ method: 'GET', url: '/api/getVerifiedProperties?limit=5' });
    expect(search.statusCode).toBe(200);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('says so in the metrics, which still answer', async () => {
    expect(await scrapePicturesUp()).toBe('0');
  });
});

describe('once the bucket is back', () => {
  beforeAll(async () => {
    await s3.restart();
  });

  it('serves the stored picture and takes a new one, without a restart', async () => {
    const served = await testApp.app.inject({ method: 'GET', url: storedUrl });
    expect(served.statusCode).toBe(200);
    const uploaded = await postPicture(testApp, cookie, picture);
    expect(uploaded.statusCode).toBe(200);
    expect(await scrapePicturesUp()).toBe('1');
  });
});
