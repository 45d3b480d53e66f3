/**
 * Copies the pictures of a local DATA_DIR/uploads into the bucket (decision 034), for a server that
 * moves from the disk to S3: every upload and every size of it, each under the key its URL names.
 * Idempotent: an object already in the bucket with the same size is skipped, so a second run (or a
 * run after one cut short) copies only what is missing. The demo's pictures (uploads/seed) are not
 * copied: every instance draws them at start.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGES_SUBDIR } from '../images/image-rules';
import { writeMissingPictureSizes } from '../images/picture-sizes';
import type { BucketPictureStore } from './picture-store';

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

export async function copyUploadsToBucket(
  uploadsDir: string,
  store: BucketPictureStore,
): Promise<CopyCounts> {
  const directory = join(uploadsDir, IMAGES_SUBDIR);
  // The bucket must get every size its URLs name; the start-up pass never looks at a bucket.
  const sized = await writeMissingPictureSizes([directory]);
  // Dot-names are partial writes (write-file-whole.ts), never served.
  const names = (await readdir(directory).catch(() => [] as string[])).filter(
    (name) => !name.startsWith('.'),
  );
  const inBucket = await store.list(`${IMAGES_SUBDIR}/`);
  const counts: CopyCounts = { sized, copied: 0, skipped: 0, copiedBytes: 0 };
  const queue = [...names];
  const copyNext = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const path = join(directory, name);
      const { size } = await stat(path);
      const key = `${IMAGES_SUBDIR}/${name}`;
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
