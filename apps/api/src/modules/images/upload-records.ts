/**
 * Each upload's owner and size (decision 058): the quota an account may fill, and the collection of
 * pictures nothing names a day after they were uploaded.
 */
import { IMAGE_WIDTHS, pictureSizeFileName } from '@nestlane/shared';
import { and, eq, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, properties, propertyImages, uploads, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PictureStore } from '../storage/picture-store';
import { IMAGE_MESSAGES, IMAGES_SUBDIR, ORPHAN_UPLOAD_HOURS, UPLOAD_QUOTA_BYTES } from './image-rules';
import type { StoredImage } from './service';

export const COLLECT_ORPHAN_UPLOADS_JOB = 'collect-orphan-uploads';
export const COLLECT_ORPHAN_UPLOADS_SCHEDULE = { expression: '17 * * * *', timeZone: 'Asia/Dhaka' };
/** Uploads looked at per statement; a run goes on until none is left. */
const COLLECT_BATCH = 200;

/** 413 when the account's pictures already fill its quota; checked before the body is read. */
export async function assertUploadQuota(db: Database, userId: string): Promise<void> {
  const [row] = await db
    .select({ used: sum(uploads.bytes) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  if (Number(row?.used ?? 0) >= UPLOAD_QUOTA_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.quotaUsed);
  }
}

export async function recordUpload(db: Database, userId: string, image: StoredImage): Promise<void> {
  await db.insert(uploads).values({ userId, fileName: image.fileName, bytes: image.bytes });
}

/** The public URL of an upload's original, as listings, offers and profiles store it. */
const uploadUrl = sql`'/uploads/${sql.raw(IMAGES_SUBDIR)}/' || ${uploads.fileName}`;

/**
 * Deletes the uploads older than ORPHAN_UPLOAD_HOURS that no listing (cover or gallery), offer record
 * or profile names: the row, re-checked as it is deleted, and its files. Answers how many.
 */
export async function collectOrphanUploads(
  db: Database,
  store: PictureStore,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_HOURS * 3_600_000);
  const isNamed = sql`(exists (select 1 from ${properties} where ${properties.image} = ${uploadUrl})
    or exists (select 1 from ${propertyImages} where ${propertyImages.url} = ${uploadUrl})
    or exists (select 1 from ${offers} where ${offers.propertyImage} = ${uploadUrl})
    or exists (select 1 from ${user} where ${user.photo} = ${uploadUrl}))`;
  let collected = 0;
  for (;;) {
    const candidates = await db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(and(lt(uploads.createdAt, cutoff), sql`not ${isNamed}`))
      .limit(COLLECT_BATCH);
    for (const { fileName } of candidates) {
      // The files go while the row is deleted but not committed: a store that fails keeps the row for the next run.
      const isCollected = await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(uploads)
          .where(and(eq(uploads.fileName, fileName), sql`not ${isNamed}`))
          .returning({ fileName: uploads.fileName });
        if (!gone) return false;
        const names = [fileName, ...IMAGE_WIDTHS.map((width) => pictureSizeFileName(fileName, width))];
        await Promise.all(names.map((name) => store.delete(`${IMAGES_SUBDIR}/${name}`)));
        return true;
      });
      if (isCollected) collected += 1;
    }
    if (candidates.length < COLLECT_BATCH) return collected;
  }
}
