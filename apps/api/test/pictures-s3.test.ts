/**
 * Pictures in an S3-compatible bucket (decision 034, issue 14): the real app and the real copy
 * command against s3rver, a local S3-compatible server, through the official AWS SDK.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { IMAGE_WIDTHS, pictureSizeFileName } from '@nestlane/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { putDemoPicturesInBucket } from '../src/modules/images/copy-uploads';
import { writePictureSizes } from '../src/modules/images/picture-sizes';
import { type BucketPictureStore, checkPictureStore } from '../src/modules/storage/picture-store';
import { createS3PictureStore } from '../src/modules/storage/s3-picture-store';
import { createPicture } from './fixtures/images';
import { signUpAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { postPicture } from './helpers/uploads';

const BUCKET = 'nestlane-pictures';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const COPY_COMMAND = fileURLToPath(new URL('../src/cli/uploads-to-s3.ts', import.meta.url));
const run = promisify(execFile);

let s3: TestS3Server;
let testApp: TestApp;
let cookie: string;

/** A demo picture drawn on this instance's disk before it starts, without its sizes yet. */
const SEED_PICTURE = 'house-0123456789.webp';
let seedPicture: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  testApp = await buildTestApp(s3.env(BUCKET));
  seedPicture = await createPicture('webp', { width: 40, height: 30 });
  mkdirSync(join(testApp.config.uploadsDir, 'seed'), { recursive: true });
  writeFileSync(join(testApp.config.uploadsDir, 'seed', SEED_PICTURE), seedPicture);
  // The first request readies the app: its start-up pass runs now.
  cookie = (await signUpAccount(testApp, { role: 'agent' })).cookie;
});

afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

function bucketStore(): BucketPictureStore {
  const store = testApp.app.pictureStore;
  if (store.kind !== 's3') throw new Error('the app should store pictures in the bucket');
  return store;
}

async function uploadPicture(bytes: Buffer): Promise<string> {
  const response = await postPicture(testApp, cookie, bytes);
  expect(response.statusCode).toBe(200);
  return response.json().data.display_url;
}

/** `images/<uuid>.webp` and the key of each of its sizes. */
function keysOf(displayUrl: string): string[] {
  const fileName = displayUrl.split('/').pop() ?? '';
  return [fileName, ...IMAGE_WIDTHS.map((width) => pictureSizeFileName(fileName, width))]
    .map((name) => `images/${name}`)
    .sort();
}

describe('uploads with S3_BUCKET set', () => {
  let displayUrl: string;

  beforeAll(async () => {
    displayUrl = await uploadPicture(await createPicture('jpeg', { width: 1800, height: 1200 }));
  });

  it('answers the same URL as on the disk and puts the picture and every size in the bucket, none on the disk', async () => {
    expect(displayUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
    const keys = keysOf(displayUrl);
    expect((await s3.listKeys(BUCKET)).filter((key) => key.startsWith('images/'))).toEqual(keys);
    const widths = await Promise.all(
      keys.map(async (key) => {
        const object = await s3.getObject(BUCKET, key);
        expect(object.contentType).toBe('image/webp');
        expect(object.cacheControl).toBe(IMMUTABLE);
        return (await sharp(object.bytes).metadata()).width;
      }),
    );
    // The original (1600 px) and its 480, 960 and 1600 px sizes (decision 028).
    expect(widths.sort((a, b) => a - b)).toEqual([480, 960, 1600, 1600]);
    expect(existsSync(join(testApp.config.uploadsDir, 'images'))).toBe(false);
  });

  it('serves every size from the bucket with the disk’s headers, on GET and HEAD', async () => {
    for (const key of keysOf(displayUrl)) {
      const stored = await s3.getObject(BUCKET, key);
      const served = await testApp.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers['content-length']).toBe(String(stored.bytes.length));
      expect(served.rawPayload.equals(stored.bytes)).toBe(true);

      const head = await testApp.app.inject({ method: 'HEAD', url: `/uploads/${key}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      expect(head.headers['content-length']).toBe(String(stored.bytes.length));
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it.each([
    `/uploads/images/${randomUUID()}.webp`,
    `/uploads/images/${randomUUID()}-480w.webp`,
    '/uploads/images/notes.txt',
    '/uploads/images/..%2F..%2Fauth-secret',
  ])('answers %s, which is not in the bucket, with the JSON 404 of a missing file', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(response.json().message).toMatch(/^No file at \/uploads\/images\//);
  });

  it('puts the demo’s drawn pictures and their sizes in the bucket at start, and serves them from it', async () => {
    const keys = [SEED_PICTURE, ...IMAGE_WIDTHS.map((width) => pictureSizeFileName(SEED_PICTURE, width))]
      .map((name) => `seed/${name}`)
      .sort();
    expect((await s3.listKeys(BUCKET)).filter((key) => key.startsWith('seed/'))).toEqual(keys);
    // A restart with the same drawn files asks the bucket nothing: it would put back a lost object.
    await s3.deleteObject(BUCKET, keys[0] ?? '');
    expect(await putDemoPicturesInBucket(testApp.config.uploadsDir, bucketStore())).toBe(0);
    expect(await s3.listKeys(BUCKET)).not.toContain(keys[0]);
    // New drawn files (another seed) are put, with what the bucket lacks.
    writeFileSync(join(testApp.config.uploadsDir, 'seed', `other-${SEED_PICTURE}`), seedPicture);
    expect(await putDemoPicturesInBucket(testApp.config.uploadsDir, bucketStore())).toBe(5);
    expect(await s3.listKeys(BUCKET)).toContain(keys[0]);
    // Another instance, which did not seed the database, has no such file on its disk.
    rmSync(join(testApp.config.uploadsDir, 'seed'), { recursive: true });
    const response = await testApp.app.inject({ method: 'GET', url: `/uploads/seed/${SEED_PICTURE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(seedPicture)).toBe(true);
  });

  it('still serves other files under /uploads/ from the disk', async () => {
    writeFileSync(join(testApp.config.uploadsDir, 'house.webp'), seedPicture);
    const response = await testApp.app.inject({ method: 'GET', url: '/uploads/house.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(seedPicture)).toBe(true);
  });

  it('reports the store reachable for a readiness check, and not when the bucket is missing', async () => {
    expect(await checkPictureStore(testApp.app.pictureStore)).toBe(true);
    const config = loadConfig({ DATABASE_URL: 'memory://', ...s3.env('no-such-bucket') });
    const missing = createS3PictureStore(config.s3 ?? expect.fail('S3 is configured'));
    expect(await checkPictureStore(missing)).toBe(false);
    await missing.close();
  });
});

describe('npm run uploads:to-s3', () => {
  const bucket = 'nestlane-copied';
  let dataDir: string;
  let expectedKeys: string[];

  beforeAll(async () => {
    await s3.createBucket(bucket);
    dataDir = mkdtempSync(join(tmpdir(), 'nestlane-copy-'));
    const images = join(dataDir, 'uploads', 'images');
    mkdirSync(images, { recursive: true });
    // One picture with its sizes, one stored before sizes existed (decision 028), a partial write.
    const sized = await createPicture('webp', { width: 1200, height: 800 });
    writeFileSync(join(images, 'aaaa-sized.webp'), sized);
    await writePictureSizes(images, 'aaaa-sized.webp', sized);
    writeFileSync(join(images, 'bbbb-older.webp'), await createPicture('webp', { width: 700, height: 500 }));
    writeFileSync(join(images, '.cccc.webp.partial'), 'half a picture');
    // The demo's pictures are not the command's (the seeding instance puts them in the bucket).
    mkdirSync(join(dataDir, 'uploads', 'seed'));
    writeFileSync(join(dataDir, 'uploads', 'seed', 'house-1.webp'), sized);
    expectedKeys = ['aaaa-sized.webp', 'bbbb-older.webp']
      .flatMap((name) => [name, ...IMAGE_WIDTHS.map((width) => pictureSizeFileName(name, width))])
      .map((name) => `images/${name}`)
      .sort();
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function copy() {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', COPY_COMMAND], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env(bucket) },
    });
    return stdout;
  }

  it('copies every picture and size of uploads/images (sizing older ones first), then nothing on a second run', async () => {
    const first = await copy();
    expect(first).toContain('sized 1 older pictures first');
    expect(first).toMatch(/copied 8 files \(\d+ bytes\), skipped 0 already in the bucket/);
    expect(await s3.listKeys(bucket)).toEqual(expectedKeys);
    for (const key of expectedKeys) {
      const local = readFileSync(join(dataDir, 'uploads', key));
      expect((await s3.getObject(bucket, key)).bytes.equals(local)).toBe(true);
    }
    expect(readdirSync(join(dataDir, 'uploads', 'images'))).toContain('.cccc.webp.partial');

    const second = await copy();
    expect(second).not.toContain('sized');
    expect(second).toMatch(/copied 0 files \(0 bytes\), skipped 8 already in the bucket/);
    expect(await s3.listKeys(bucket)).toEqual(expectedKeys);
  });

  it('refuses to run without a bucket, saying which setting is missing', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', COPY_COMMAND], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, S3_BUCKET: '', S3_REGION: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('S3_BUCKET is not set');
  });
});

describe('S3 settings', () => {
  const base = { DATA_DIR: join(tmpdir(), 'nestlane-s3-config'), DATABASE_URL: 'memory://' };

  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it('keeps pictures on the disk when S3_BUCKET is not set', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('reads a full configuration, bucket in the path for another endpoint', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'pics',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'pics',
      region: 'auto',
      endpoint: 'https://s3.example.test',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('uses AWS’s endpoint and the SDK’s own credentials when only the bucket and region are set', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'pics',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'no',
    });
    expect(config.s3).toEqual({
      bucket: 'pics',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ S3_BUCKET: 'pics' }, 'S3_REGION is required when S3_BUCKET is set'],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' },
      'S3_BUCKET is required when S3_REGION, S3_ENDPOINT is set',
    ],
    [
      { S3_BUCKET: 'pics', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK chain',
    ],
    [
      { S3_BUCKET: 'pics', S3_REGION: 'auto', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL',
    ],
    [
      { S3_BUCKET: 'pics', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
  ])('refuses to start with %o: %s', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });
});
