/**
 * Copies the pictures of a local DATA_DIR/uploads into the bucket (decision 034), for a server that
 * moves from the disk to S3: every upload and every size of it, each under the key its URL names.
 * Idempotent: an object already in the bucket with the same size is skipped, so a second run (or a
 * run after one cut short) copies only what is missing. The demo's pictures (uploads/seed) are put
 * in the bucket by the instance that drew them, at its start (routes.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BucketPictureStore } from '../storage/picture-store';
import { IMAGES_SUBDIR, SEED_UPLOADS_SUBDIR } from './image-rules';
import { writeMissingPictureSizes } from './picture-sizes';

/** Puts in flight at once: enough to hide the round trips, few enough for a small server. */
const PARALLEL_PUTS = 8;

export type CopyCounts = {
  /** Pictures of the folder that lacked sizes and got them before the copy (decision 028). */
  sized: number;
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  copiedBytes: number;
};

/** `npm run uploads:to-s3`: DATA_DIR/uploads/images into the bucket. */
export function copyUploadsToBucket(uploadsDir: string, store: BucketPictureStore): Promise<CopyCounts> {
  return copyFolderToBucket(uploadsDir, IMAGES_SUBDIR, store);
}

/** Beside the demo's pictures: which set of them is already in which bucket. A dot-name is never copied. */
const PUT_MARKER = '.in-bucket';

/**
 * At start, with a bucket: the demo's pictures this instance drew (it seeded the database) go to the
 * bucket, from which every instance serves them (decision 034). A restart whose folder holds the same
 * files as at the last put costs no request (a marker remembers them); an instance that drew nothing
 * pays nothing.
 */
export async function putDemoPicturesInBucket(
  uploadsDir: string,
  store: BucketPictureStore,
): Promise<number> {
  const directory = join(uploadsDir, SEED_UPLOADS_SUBDIR);
  const marker = join(directory, PUT_MARKER);
  const fingerprint = await fingerprintFolder(directory, store.bucket);
  if (fingerprint === undefined) return 0;
  if ((await readFile(marker, 'utf8').catch(() => '')) === fingerprint) return 0;
  const { copied } = await copyFolderToBucket(uploadsDir, SEED_UPLOADS_SUBDIR, store);
  // Taken again: the copy may have written sizes.
  await writeFile(marker, (await fingerprintFolder(directory, store.bucket)) ?? '');
  return copied;
}

/** The folder's picture names and the bucket, hashed; undefined when the folder has none. */
async function fingerprintFolder(directory: string, bucket: string): Promise<string | undefined> {
  const names = await listPictureFiles(directory);
  if (names.length === 0) return undefined;
  return createHash('sha256')
    .update([bucket, ...names.sort()].join('\n'))
    .digest('hex');
}

/** Dot-names are partial writes (storage/write-file-whole.ts) or the marker, never copied nor served. */
async function listPictureFiles(directory: string): Promise<string[]> {
  return (await readdir(directory).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
}

/**
 * Copies DATA_DIR/uploads/<subdir> into the bucket under `<subdir>/`, after giving its pictures the
 * sizes they lack (the bucket must hold every size its URLs name). A folder that is missing or empty
 * costs no request to the bucket.
 */
export async function copyFolderToBucket(
  uploadsDir: string,
  subdir: string,
  store: BucketPictureStore,
): Promise<CopyCounts> {
  const directory = join(uploadsDir, subdir);
  const sized = await writeMissingPictureSizes([directory]);
  const names = await listPictureFiles(directory);
  const counts: CopyCounts = { sized, copied: 0, skipped: 0, copiedBytes: 0 };
  if (names.length === 0) return counts;
  const inBucket = await store.list(`${subdir}/`);
  const queue = [...names];
  const copyNext = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const path = join(directory, name);
      const { size } = await stat(path);
      const key = `${subdir}/${name}`;
      if (inBucket.get(key) === size) {
        counts.skipped += 1;
        continue;
      }
      await store.put(key, await readFile(path), { replace: true });
      counts.copied += 1;
      counts.copiedBytes += size;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PUTS }, copyNext));
  return counts;
}
