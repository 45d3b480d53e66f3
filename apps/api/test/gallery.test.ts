/**
 * Issue 12's gallery and picture sizes (decision 028) through HTTP with real sessions: every
 * upload also stored at each width (never enlarged) and served for a year; pictures stored
 * before are sized at start, once; a listing's gallery added, replaced, reordered and emptied
 * by sending the new list; the limits and foreign pictures refused with 400 and nothing
 * changed; another agent's listing not found; the detail and the agent's own list answer the
 * gallery in order, the search list never.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IMAGE_WIDTHS,
  LISTING_MESSAGES,
  MAX_GALLERY_IMAGES,
  pictureSizeUrl,
  pictureSrcSet,
  propertySchema,
} from '@nestlane/shared';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyImages, user } from '../src/db/schema';
import { createPicture } from './fixtures/images';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildPropertyBody, createProperty, type TestProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestAccount;
let otherAgent: TestAccount;
let agentRow: TestUser;
let listing: TestProperty;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function db() {
  return testApp.app.db;
}

async function uploadPicture(caller: TestAccount, size: { width: number; height: number }): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([await createPicture('jpeg', size)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': request.headers.get('content-type') ?? '', cookie: caller.cookie },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.display_url;
}

async function storedGallery(propertyId: string) {
  return db()
    .select({ position: propertyImages.position, url: propertyImages.url, alt: propertyImages.alt })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position));
}

function updateBody(gallery?: unknown) {
  return {
    propertyImage: '/uploads/images/cover_1.webp',
    propertyTitle: listing.title,
    propertyLocation: listing.location,
    minPrice: listing.minPrice,
    maxPrice: listing.maxPrice,
    ...(gallery === undefined ? {} : { gallery }),
  };
}

function update(gallery?: unknown, caller: TestAccount = agent) {
  return callAs(testApp, caller, 'PATCH', `/api/updateProperty/${listing.id}`, updateBody(gallery));
}

const picture = (n: number) => `/uploads/images/gallery-${n}.webp`;

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Gita Agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Omar Agent' });
  const [row] = await db().select().from(user).where(eq(user.id, agent.id));
  if (!row) throw new Error('agent not found');
  agentRow = row;
  listing = await createProperty(db(), agentRow, { title: 'Gallery listing' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('picture sizes', () => {
  it('stores every upload at each width as WebP, served for a year, and names them as the srcset does', async () => {
    const url = await uploadPicture(agent, { width: 1800, height: 1200 });
    expect(pictureSrcSet(url)).toBe(
      IMAGE_WIDTHS.map((width) => `${pictureSizeUrl(url, width)} ${width}w`).join(', '),
    );
    for (const width of IMAGE_WIDTHS) {
      const sizeUrl = pictureSizeUrl(url, width) ?? '';
      const served = await testApp.app.inject({ method: 'GET', url: sizeUrl });
      expect(served.statusCode, sizeUrl).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(Math.abs((metadata.height ?? 0) - Math.round((width * 1200) / 1800))).toBeLessThanOrEqual(1);
    }
    const smallest = await testApp.app.inject({ method: 'GET', url: pictureSizeUrl(url, 480) ?? '' });
    const original = await testApp.app.inject({ method: 'GET', url });
    expect(smallest.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('never enlarges: a narrow picture is every width it is asked for, its own size', async () => {
    const url = await uploadPicture(agent, { width: 600, height: 400 });
    const widths: number[] = [];
    for (const width of IMAGE_WIDTHS) {
      const served = await testApp.app.inject({ method: 'GET', url: pictureSizeUrl(url, width) ?? '' });
      expect(served.statusCode).toBe(200);
      widths.push((await sharp(served.rawPayload).metadata()).width ?? 0);
    }
    expect(widths).toEqual([480, 600, 600]);
  });

  it('gives pictures stored before sizes existed their sizes at start, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-gallery-test-'));
    try {
      const imagesDir = join(dataDir, 'uploads', 'images');
      const seedDir = join(dataDir, 'uploads', 'seed');
      mkdirSync(imagesDir, { recursive: true });
      mkdirSync(seedDir, { recursive: true });
      const webp = await sharp(await createPicture('png', { width: 1000, height: 500 }))
        .webp()
        .toBuffer();
      writeFileSync(join(imagesDir, 'old-upload.webp'), webp);
      writeFileSync(join(seedDir, 'property-01-abc.webp'), webp);
      const started = await buildTestApp({ DATA_DIR: dataDir });
      try {
        await started.app.ready();
        expect(readdirSync(imagesDir).sort()).toEqual([
          'old-upload-1600w.webp',
          'old-upload-480w.webp',
          'old-upload-960w.webp',
          'old-upload.webp',
        ]);
        expect(readdirSync(seedDir)).toHaveLength(4);
        const served = await started.app.inject({
          method: 'GET',
          url: '/uploads/seed/property-01-abc-480w.webp',
        });
        expect(served.statusCode).toBe(200);
        expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
      } finally {
        await started.close();
      }
      // A second start finds nothing to do: the sizes are not written again.
      const written = statSync(join(imagesDir, 'old-upload-480w.webp')).mtimeMs;
      const again = await buildTestApp({ DATA_DIR: dataDir });
      try {
        await again.app.ready();
        expect(statSync(join(imagesDir, 'old-upload-480w.webp')).mtimeMs).toBe(written);
        expect(readdirSync(imagesDir)).toHaveLength(4);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives no srcset to a picture that is not stored here with sizes', () => {
    expect(pictureSrcSet('https://example.com/house.webp')).toBeUndefined();
    expect(pictureSrcSet('/uploads/property-3.webp')).toBeUndefined();
    expect(pictureSrcSet('/uploads/images/abc-480w.webp')).toBeUndefined();
    expect(pictureSrcSet('/uploads/seed/property-01-c438f34d00.webp')).toContain(
      '/uploads/seed/property-01-c438f34d00-960w.webp 960w',
    );
  });
});

describe('a listing gallery', () => {
  it('adds a listing with its gallery in order, and the detail answers it after the cover', async () => {
    const gallery = [{ url: picture(1), alt: 'The kitchen' }, { url: picture(2) }];
    const added = await callAs(testApp, agent, 'POST', '/api/addProperty', buildPropertyBody({ gallery }));
    expect(added.statusCode).toBe(201);
    const id = added.json().insertedId;
    expect(await storedGallery(id)).toEqual([
      { position: 0, url: picture(1), alt: 'The kitchen' },
      { position: 1, url: picture(2), alt: '' },
    ]);
    const own = await callAs(
      testApp,
      agent,
      'GET',
      `/api/getProperty?email=${encodeURIComponent(agent.email)}`,
    );
    expect(own.json().find((item: { _id: string }) => item._id === id).gallery).toEqual([
      { url: picture(1), alt: 'The kitchen' },
      { url: picture(2), alt: '' },
    ]);
  });

  it('replaces, reorders and empties the gallery by the new list, and leaves it alone when absent', async () => {
    expect(
      (await update([{ url: picture(1) }, { url: picture(2), alt: 'Garden' }, { url: picture(3) }]))
        .statusCode,
    ).toBe(200);
    expect((await update([{ url: picture(3) }, { url: picture(1), alt: '  Hall  ' }])).statusCode).toBe(200);
    expect(await storedGallery(listing.id)).toEqual([
      { position: 0, url: picture(3), alt: '' },
      { position: 1, url: picture(1), alt: 'Hall' },
    ]);

    const detail = await callAs(testApp, undefined, 'GET', `/api/detailProperty/${listing.id}`);
    expect(detail.statusCode).toBe(200);
    const property = propertySchema.strict().parse(detail.json());
    expect(property.propertyImage).toBe('/uploads/images/cover_1.webp');
    expect(property.gallery).toEqual([
      { url: picture(3), alt: '' },
      { url: picture(1), alt: 'Hall' },
    ]);

    expect((await update()).statusCode).toBe(200);
    expect(await storedGallery(listing.id)).toHaveLength(2);

    expect((await update([])).statusCode).toBe(200);
    expect(await storedGallery(listing.id)).toEqual([]);
    const emptied = await callAs(testApp, undefined, 'GET', `/api/detailProperty/${listing.id}`);
    expect(emptied.json().gallery).toEqual([]);
  });

  it('keeps the search list free of galleries', async () => {
    await update([{ url: picture(4) }]);
    const list = await callAs(testApp, undefined, 'GET', '/api/getVerifiedProperties');
    expect(list.statusCode).toBe(200);
    const found = list.json().find((item: { _id: string }) => item._id === listing.id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty('gallery');
  });

  it.each([
    [
      'more than the limit',
      Array.from({ length: MAX_GALLERY_IMAGES + 1 }, (_, n) => ({ url: picture(n) })),
      LISTING_MESSAGES.galleryTooMany,
    ],
    [
      "another site's picture",
      [{ url: 'https://example.com/house.webp' }],
      LISTING_MESSAGES.galleryNotUploaded,
    ],
    [
      'a path outside the uploads',
      [{ url: '/uploads/images/../secret.webp' }],
      LISTING_MESSAGES.galleryNotUploaded,
    ],
    [
      'a demo picture the listing does not have',
      [{ url: '/uploads/seed/property-01-abc.webp' }],
      LISTING_MESSAGES.galleryNotUploaded,
    ],
    ['the same picture twice', [{ url: picture(1) }, { url: picture(1) }], LISTING_MESSAGES.galleryRepeated],
    [
      'an over-long description',
      [{ url: picture(1), alt: 'x'.repeat(201) }],
      LISTING_MESSAGES.galleryAltTooLong,
    ],
    ['a gallery that is not a list', { url: picture(1) }, LISTING_MESSAGES.galleryNotUploaded],
  ])('refuses %s with 400, changing nothing', async (_name, gallery, message) => {
    await update([{ url: picture(9) }]);
    const before = await storedGallery(listing.id);
    const response = await update(gallery);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedGallery(listing.id)).toEqual(before);

    const added = await callAs(testApp, agent, 'POST', '/api/addProperty', buildPropertyBody({ gallery }));
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(message);
  });

  it('takes exactly the limit', async () => {
    const gallery = Array.from({ length: MAX_GALLERY_IMAGES }, (_, n) => ({ url: picture(n) }));
    expect((await update(gallery)).statusCode).toBe(200);
    expect(await storedGallery(listing.id)).toHaveLength(MAX_GALLERY_IMAGES);
  });

  it('keeps a demo picture the listing already has, so a seeded gallery can be reordered', async () => {
    const seeded = '/uploads/seed/property-01-abc.webp';
    await db().delete(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    await db().insert(propertyImages).values({ propertyId: listing.id, position: 0, url: seeded, alt: '' });
    expect((await update([{ url: picture(5) }, { url: seeded }])).statusCode).toBe(200);
    expect((await storedGallery(listing.id)).map((image) => image.url)).toEqual([picture(5), seeded]);
  });

  it("answers another agent's listing as not found and leaves its gallery alone", async () => {
    await update([{ url: picture(6) }]);
    const before = await storedGallery(listing.id);
    const response = await update([{ url: picture(7) }], otherAgent);
    expect(response.statusCode).toBe(404);
    expect(await storedGallery(listing.id)).toEqual(before);
  });
});
