import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { IDENTITY_MESSAGES, IMAGE_WIDTHS, type Role } from '@nestlane/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session, user } from '../src/db/schema';
import { MAX_IMAGE_BYTES } from '../src/modules/images/image-rules';
import {
  createNoisePng,
  createPicture,
  createPixelBombPng,
  createSidewaysJpeg,
  SVG_PICTURE,
} from './fixtures/images';
import { signUpAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;
let userCookie: string;

const DISPLAY_URL = /^\/uploads\/images\/[0-9a-f-]{36}\.webp$/;

/** A fresh account with the role, signed up through Better Auth; its session cookie. */
async function signInAs(role: Role): Promise<string> {
  return (await signUpAccount(testApp, { role })).cookie;
}

type FilePart = { field?: string; bytes: Buffer | string; name?: string; type?: string };

function buildForm(files: FilePart[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'image', blob, file.name ?? 'picture');
  }
  return form;
}

/** Encodes the form as a browser's fetch would, with a Content-Length. */
async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(form: FormData, cookie: string | undefined = userCookie) {
  const { payload, contentType } = await encodeForm(form);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function uploadOne(file: FilePart, cookie?: string) {
  return upload(buildForm([file]), cookie);
}

function listUploads(directory = testApp.config.uploadsDir): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort();
}

/** What a refusal must leave untouched: every stored file and the accounts tables. */
async function snapshotState() {
  const db = testApp.app.db;
  const [users] = await db.select({ total: count() }).from(user);
  const [sessions] = await db.select({ total: count() }).from(session);
  const [accounts] = await db.select({ total: count() }).from(account);
  return { files: listUploads(), users: users?.total, sessions: sessions?.total, accounts: accounts?.total };
}

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } };

async function expectRefusal<T extends Answer>(send: () => Promise<T>, statusCode: number, message: string) {
  const before = await snapshotState();
  const response = await send();
  expect(response.statusCode).toBe(statusCode);
  expect(response.json().message).toBe(message);
  expect(await snapshotState()).toEqual(before);
  return response;
}

/** Checks the stored file, its served copy and that nothing private survived. */
async function expectStoredWebp(displayUrl: string) {
  expect(displayUrl).toMatch(DISPLAY_URL);
  const stored = readFileSync(join(testApp.config.uploadsDir, displayUrl.replace(/^\/uploads\//, '')));
  const served = await testApp.app.inject({ method: 'GET', url: displayUrl });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.rawPayload.equals(stored)).toBe(true);

  const metadata = await sharp(stored).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(stored.includes(Buffer.from('Private Person'))).toBe(false);
  expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  return metadata;
}

const MESSAGES = {
  signIn: 'Please sign in first',
  notMultipart: "Send the picture as multipart/form-data in the field 'image'",
  missing: "Choose a picture to upload (form field 'image')",
  wrongField: "Send the picture in the form field 'image'",
  oneAtATime: 'Send one picture at a time',
  malformed: 'The upload is not a valid multipart form',
  tooLarge: 'The picture is larger than 5 MB',
  wrongType: 'Only JPEG, PNG, WebP or AVIF pictures are accepted',
  unreadable: 'The picture could not be read: it may be damaged or incomplete',
  tooManyPixels: 'The picture has more than 40 megapixels',
};

beforeAll(async () => {
  testApp = await buildTestApp();
  userCookie = await signInAs('user');
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/images: who may upload', () => {
  it('refuses a visitor with 401 and stores nothing', async () => {
    const picture = await createPicture('png', { width: 40, height: 30 });
    await expectRefusal(
      () => uploadOne({ bytes: picture, name: 'a.png', type: 'image/png' }, ''),
      401,
      MESSAGES.signIn,
    );
  });

  it('refuses a visitor before reading a 50 MB body', async () => {
    const pulled = { bytes: 0 };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 2 ** 20) },
      payload: createCountingStream(50 * 2 ** 20, pulled),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers.connection).toBe('close');
    expect(pulled.bytes).toBeLessThan(2 ** 20);
  });

  it.each<Role>(['user', 'agent', 'admin'])('accepts a picture from a signed-in %s', async (role) => {
    const cookie = await signInAs(role);
    const picture = await createPicture('png', { width: 60, height: 40 });
    const response = await uploadOne({ bytes: picture, name: 'me.png', type: 'image/png' }, cookie);
    expect(response.statusCode).toBe(200);
    await expectStoredWebp(response.json().data.display_url);
  });

  it('refuses a picture from a suspended (fraud) account and stores nothing (decision 013)', async () => {
    const cookie = await signInAs('fraud');
    const filesBefore = listUploads().length;
    const picture = await createPicture('png', { width: 60, height: 40 });
    const response = await uploadOne({ bytes: picture, name: 'me.png', type: 'image/png' }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_FLAGGED',
      message: IDENTITY_MESSAGES.accountSuspended,
    });
    expect(listUploads().length).toBe(filesBefore);
  });
});

describe('POST /api/images: accepted pictures', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'stores a %s as a WebP without EXIF or GPS, its longest side cut to 1600 px',
    async (format) => {
      const picture = await createPicture(format, { width: 1800, height: 1200 });
      expect((await sharp(picture).metadata()).exif).toBeDefined();
      const filesBefore = listUploads().length;

      const response = await uploadOne({ bytes: picture, name: `photo.${format}`, type: `image/${format}` });

      expect(response.statusCode).toBe(200);
      expect(response.headers.connection).not.toBe('close');
      expect(Object.keys(response.json())).toEqual(['data']);
      const metadata = await expectStoredWebp(response.json().data.display_url);
      expect(metadata.width).toBe(1600);
      expect(Math.abs(metadata.height - 1067)).toBeLessThanOrEqual(1);
      // The picture and its sizes (decision 028).
      expect(listUploads().length).toBe(filesBefore + 1 + IMAGE_WIDTHS.length);
    },
  );

  it('never enlarges a small picture', async () => {
    const picture = await createPicture('jpeg', { width: 300, height: 200 });
    const response = await uploadOne({ bytes: picture, name: 'small.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const metadata = await expectStoredWebp(response.json().data.display_url);
    expect([metadata.width, metadata.height]).toEqual([300, 200]);
  });

  it('turns a sideways phone photo upright before dropping its orientation tag', async () => {
    const picture = await createSidewaysJpeg({ width: 300, height: 200 });
    expect((await sharp(picture).metadata()).orientation).toBe(6);
    const response = await uploadOne({ bytes: picture, name: 'phone.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const metadata = await expectStoredWebp(response.json().data.display_url);
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
  });

  it('judges by the bytes: a PNG named .jpg and declared image/jpeg is taken as the PNG it is', async () => {
    const picture = await createPicture('png', { width: 90, height: 70 });
    const response = await uploadOne({ bytes: picture, name: 'holiday.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const metadata = await expectStoredWebp(response.json().data.display_url);
    expect([metadata.width, metadata.height]).toEqual([90, 70]);
  });

  it('accepts a picture just under 5 MB, sent chunked without a length', async () => {
    const picture = await createNoisePng(MAX_IMAGE_BYTES - 300_000);
    expect(picture.length).toBeGreaterThan(MAX_IMAGE_BYTES - 400_000);
    expect(picture.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { cookie: userCookie },
      payload: buildForm([{ bytes: picture, name: 'big.png', type: 'image/png' }]),
    });
    expect(response.statusCode).toBe(200);
    await expectStoredWebp(response.json().data.display_url);
  });

  it('ignores extra text fields beside the picture', async () => {
    const picture = await createPicture('webp', { width: 50, height: 50 });
    const response = await upload(
      buildForm([{ bytes: picture, name: 'a.webp', type: 'image/webp' }], { caption: 'front door' }),
    );
    expect(response.statusCode).toBe(200);
    await expectStoredWebp(response.json().data.display_url);
  });

  it('gives every upload its own address, even for the same bytes', async () => {
    const picture = await createPicture('png', { width: 30, height: 30 });
    const first = await uploadOne({ bytes: picture, name: 'a.png', type: 'image/png' });
    const second = await uploadOne({ bytes: picture, name: 'a.png', type: 'image/png' });
    expect(first.json().data.display_url).not.toBe(second.json().data.display_url);
  });
});

describe('POST /api/images: refused pictures', () => {
  it('refuses a text file named .png with 415', async () => {
    await expectRefusal(
      () => uploadOne({ bytes: 'just some words, not a picture', name: 'photo.png', type: 'image/png' }),
      415,
      MESSAGES.wrongType,
    );
  });

  it.each([
    ['drawing.svg', 'image/svg+xml'],
    ['drawing.png', 'image/png'],
  ])('refuses an SVG (%s, declared %s) with 415', async (name, type) => {
    await expectRefusal(() => uploadOne({ bytes: SVG_PICTURE, name, type }), 415, MESSAGES.wrongType);
  });

  it('refuses a GIF, a real picture type that is not on the list', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    await expectRefusal(
      () => uploadOne({ bytes: gif, name: 'anim.gif', type: 'image/gif' }),
      415,
      MESSAGES.wrongType,
    );
  });

  it('refuses a truncated JPEG with 400', async () => {
    const picture = await createPicture('jpeg', { width: 400, height: 300 });
    const truncated = picture.subarray(0, Math.floor(picture.length * 0.6));
    await expectRefusal(
      () => uploadOne({ bytes: truncated, name: 'cut.jpg', type: 'image/jpeg' }),
      400,
      MESSAGES.unreadable,
    );
  });

  it('refuses a PNG signature followed by garbage with 400', async () => {
    const picture = await createPicture('png', { width: 40, height: 40 });
    const broken = Buffer.concat([picture.subarray(0, 16), Buffer.alloc(500, 0x41)]);
    await expectRefusal(
      () => uploadOne({ bytes: broken, name: 'broken.png', type: 'image/png' }),
      400,
      MESSAGES.unreadable,
    );
  });

  it('refuses a 6 MB picture with 413, declared length or not', async () => {
    const picture = await createNoisePng(6 * 2 ** 20);
    const part = { bytes: picture, name: 'huge.png', type: 'image/png' };
    await expectRefusal(() => uploadOne(part), 413, MESSAGES.tooLarge);
    await expectRefusal(
      () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: { cookie: userCookie },
          payload: buildForm([part]),
        }),
      413,
      MESSAGES.tooLarge,
    );
  });

  it('refuses a declared 50 MB body before reading it', async () => {
    const pulled = { bytes: 0 };
    const response = await expectRefusal(
      () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: {
            cookie: userCookie,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * 2 ** 20),
          },
          payload: createCountingStream(50 * 2 ** 20, pulled),
        }),
      413,
      MESSAGES.tooLarge,
    );
    expect(response.headers.connection).toBe('close');
    expect(pulled.bytes).toBeLessThan(2 ** 20);
  });

  it('refuses a 50 MB file sent without a length once it passes 5 MB, and closes the connection', async () => {
    const boundary = 'nestlane-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
    const pulled = { bytes: 0 };
    const response = await expectRefusal(
      () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: { cookie: userCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: createCountingStream(50 * 2 ** 20, pulled, head, `\r\n--${boundary}--\r\n`),
        }),
      413,
      MESSAGES.tooLarge,
    );
    expect(response.headers.connection).toBe('close');
    expect(pulled.bytes).toBeLessThan(MAX_IMAGE_BYTES + 2 ** 20);
  });

  it('refuses a 400-megapixel pixel bomb of 50 KB with 413, without decoding it', async () => {
    const bomb = createPixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    // Refused from the size its header states (MESSAGES.tooManyPixels), before any pixel is decoded.
    await expectRefusal(
      () => uploadOne({ bytes: bomb, name: 'bomb.png', type: 'image/png' }),
      413,
      MESSAGES.tooManyPixels,
    );
  });

  it('refuses a picture just over 40 megapixels made by sharp', async () => {
    const large = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    await expectRefusal(
      () => uploadOne({ bytes: large, name: 'poster.png', type: 'image/png' }),
      413,
      MESSAGES.tooManyPixels,
    );
  });
});

describe('POST /api/images: malformed forms', () => {
  it('refuses a form without a file with 400', async () => {
    await expectRefusal(() => upload(buildForm([], { image: 'not a file' })), 400, MESSAGES.missing);
  });

  it('refuses an empty file with 400', async () => {
    await expectRefusal(
      () => uploadOne({ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }),
      400,
      MESSAGES.missing,
    );
  });

  it("refuses a picture sent under another field name than 'image' with 400", async () => {
    const picture = await createPicture('png', { width: 20, height: 20 });
    await expectRefusal(
      () => uploadOne({ field: 'photo', bytes: picture, name: 'a.png', type: 'image/png' }),
      400,
      MESSAGES.wrongField,
    );
  });

  it.each(['image', 'photo'])("refuses a second file (in '%s') with 400", async (secondField) => {
    const picture = await createPicture('png', { width: 20, height: 20 });
    const form = buildForm([
      { bytes: picture, name: 'a.png', type: 'image/png' },
      { field: secondField, bytes: picture, name: 'b.png', type: 'image/png' },
    ]);
    await expectRefusal(() => upload(form), 400, MESSAGES.oneAtATime);
  });

  it('refuses a JSON body with 415', async () => {
    await expectRefusal(
      () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: { cookie: userCookie },
          payload: { image: 'https://example.test/cat.png' },
        }),
      415,
      MESSAGES.notMultipart,
    );
  });

  it('refuses a multipart body without a boundary, or cut short, with 400', async () => {
    const picture = await createPicture('png', { width: 20, height: 20 });
    const { payload, contentType } = await encodeForm(buildForm([{ bytes: picture, name: 'a.png' }]));
    const send = (headers: Record<string, string>, body: Buffer) => () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { cookie: userCookie, ...headers },
        payload: body,
      });
    await expectRefusal(send({ 'content-type': 'multipart/form-data' }, payload), 400, MESSAGES.malformed);
    await expectRefusal(
      send({ 'content-type': contentType }, payload.subarray(0, payload.length - 60)),
      400,
      MESSAGES.malformed,
    );
  });
});

describe('POST /api/images in the API docs', () => {
  it('is documented as a multipart form with an image field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/api/images'].post;
    const form = operation.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '413', '415', '429', '503']);
  });
});

/**
 * A body of `size` bytes produced on demand, one 64 KB chunk per event-loop turn as from a
 * socket, counting what the server actually pulled.
 */
function createCountingStream(size: number, pulled: { bytes: number }, head = '', tail = ''): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  let remaining = size;
  let hasSentHead = false;
  let hasSentTail = false;
  function findNextPiece(): Buffer | string | null {
    if (!hasSentHead) {
      hasSentHead = true;
      if (head) return head;
    }
    if (remaining > 0) {
      const piece = remaining >= chunk.length ? chunk : chunk.subarray(0, remaining);
      remaining -= piece.length;
      return piece;
    }
    if (tail && !hasSentTail) {
      hasSentTail = true;
      return tail;
    }
    return null;
  }
  return new Readable({
    read() {
      setImmediate(() => {
        const piece = findNextPiece();
        if (piece) pulled.bytes += piece.length;
        this.push(piece);
      });
    },
  });
}
