/**
 * Uploads are bounded (issue 28, decision 058): a per-person rate (429), a quota of stored bytes
 * (413, before the body is read), each upload recorded with its owner and size, and pictures nothing
 * names a day after their upload collected by a job, their sizes with them.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_WIDTHS, pictureSizeFileName } from '@nestlane/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, user } from '../src/db/schema';
import {
  IMAGE_MESSAGES,
  ORPHAN_UPLOAD_HOURS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_RATE_LIMIT,
} from '../src/modules/images/image-rules';
import { COLLECT_ORPHAN_UPLOADS_JOB } from '../src/modules/images/upload-records';
import { createPicture } from './fixtures/images';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow } from './helpers/factory';
import { postPicture } from './helpers/uploads';

let testApp: TestApp;
let picture: Buffer;

beforeAll(async () => {
  testApp = await buildTestApp();
  picture = await createPicture('png', { width: 60, height: 40 });
});

afterAll(async () => {
  await testApp?.close();
});

function imagesDir() {
  return join(testApp.config.uploadsDir, 'images');
}

function filesOf(url: string): string[] {
  const fileName = url.split('/').pop() ?? '';
  return [fileName, ...IMAGE_WIDTHS.map((width) => pictureSizeFileName(fileName, width))];
}

async function upload(account: TestAccount): Promise<string> {
  const response = await postPicture(testApp, account.cookie, picture);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.display_url;
}

async function rowsOf(account: TestAccount) {
  return testApp.app.db.select().from(uploads).where(eq(uploads.userId, account.id));
}

describe('each upload is recorded', () => {
  it('with its uploader and the bytes of the picture and its sizes', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    const url = await upload(agent);
    const onDisk = filesOf(url).reduce((total, name) => total + statSync(join(imagesDir(), name)).size, 0);
    expect(await rowsOf(agent)).toMatchObject([{ fileName: url.split('/').pop(), bytes: onDisk }]);
  });
});

describe('the rate per person', () => {
  it(`answers 429 past ${UPLOAD_RATE_LIMIT.max} uploads in the window, counting every attempt`, async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    await upload(agent);
    for (let attempt = 1; attempt < UPLOAD_RATE_LIMIT.max; attempt++) {
      // A form without its picture: refused, and counted all the same.
      const response = await postPicture(testApp, agent.cookie, Buffer.alloc(0));
      expect(response.statusCode).toBeLessThan(429);
    }
    const refused = await postPicture(testApp, agent.cookie, picture);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many/),
    });
    expect(await rowsOf(agent)).toHaveLength(1);
    // Another person is not held back by this one.
    await upload(await signUpAccount(testApp, { role: 'agent' }));
  });
});

describe('the quota per person', () => {
  it('answers 413 naming the quota once the account’s pictures fill it, and stores nothing', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    await upload(agent);
    // Its earlier pictures take up the rest of the quota.
    await testApp.app.db
      .insert(uploads)
      .values({ fileName: 'earlier.webp', userId: agent.id, bytes: UPLOAD_QUOTA_BYTES });
    const before = readdirSync(imagesDir()).length;
    const refused = await postPicture(testApp, agent.cookie, picture);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: IMAGE_MESSAGES.quotaUsed,
    });
    expect(readdirSync(imagesDir())).toHaveLength(before);
  });
});

describe('orphans', () => {
  it('deletes, a day after upload, the pictures no listing or profile names, with their sizes', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    const [listed, orphan, photo, young] = [
      await upload(agent),
      await upload(agent),
      await upload(agent),
      await upload(agent),
    ];
    await createProperty(testApp.app.db, await findUserRow(testApp.app.db, agent.id), { image: listed });
    await testApp.app.db.update(user).set({ photo }).where(eq(user.id, agent.id));
    // A day has gone by for all but the youngest.
    await testApp.app.db.execute(
      sql`update uploads set created_at = now() - make_interval(hours => ${ORPHAN_UPLOAD_HOURS + 1}) where user_id = ${agent.id} and file_name <> ${young.split('/').pop()}`,
    );
    await testApp.app.jobs.send(COLLECT_ORPHAN_UPLOADS_JOB, {});
    expect(await testApp.app.jobs.drain(COLLECT_ORPHAN_UPLOADS_JOB)).toBe(1);

    for (const name of filesOf(orphan)) expect(existsSync(join(imagesDir(), name)), name).toBe(false);
    for (const kept of [listed, photo, young]) {
      for (const name of filesOf(kept)) expect(existsSync(join(imagesDir(), name)), name).toBe(true);
    }
    expect((await rowsOf(agent)).map((row) => `/uploads/images/${row.fileName}`).sort()).toEqual(
      [listed, photo, young].sort(),
    );
  });
});
