/**
 * The sizes of a stored picture (decision 028): beside `<name>.webp`, a WebP at each width of
 * IMAGE_WIDTHS named `<name>-<width>w.webp` (packages/shared picture-sizes.ts), so a browser picks
 * the one its screen needs. A picture narrower than a width is never enlarged: that size is the
 * original's own bytes, copied, so each name always exists.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS, pictureSizeFileName } from '@nestlane/shared';
import { writeFileWhole } from '../storage/write-file-whole';
import { WEBP_QUALITY } from './image-rules';
import { importSharp } from './import-sharp';

/** Names of originals, which have sizes: never a size itself (`-480w`) nor a partial write (`.x.partial`). */
const ORIGINAL_NAME = /^[A-Za-z0-9_-]+\.webp$/;
const SIZE_NAME = /-\d+w\.webp$/;

export function isOriginalPictureName(fileName: string): boolean {
  return ORIGINAL_NAME.test(fileName) && !SIZE_NAME.test(fileName);
}

/** Stores one file of a picture: into a folder, or into the picture store (images/service.ts). */
export type WritePicture = (fileName: string, bytes: Buffer, options: { replace: boolean }) => Promise<void>;

/**
 * Writes every size of a picture whose WebP bytes are `original`, into a folder or through `into`;
 * `only` limits it to the missing widths.
 */
export async function writePictureSizes(
  into: string | WritePicture,
  fileName: string,
  original: Buffer,
  only: readonly number[] = IMAGE_WIDTHS,
): Promise<void> {
  const sharp = await importSharp();
  const { width = 0 } = await sharp(original).metadata();
  const write: WritePicture =
    typeof into === 'string' ? (name, bytes, options) => writeFileWhole(into, name, bytes, options) : into;
  await Promise.all(
    only.map(async (target) => {
      const bytes =
        width <= target
          ? original
          : await sharp(original).resize({ width: target }).webp({ quality: WEBP_QUALITY }).toBuffer();
      await write(pictureSizeFileName(fileName, target), bytes, { replace: true });
    }),
  );
}

/**
 * Gives every original in the folders the sizes it lacks (pictures uploaded before decision 028).
 * Idempotent: a picture with all its sizes is only listed, never read (nor sharp loaded). Returns how
 * many were sized. Local folders only, even with a bucket (decision 034): listing a bucket at every
 * start would cost a request per thousand pictures, and everything put in one already has its sizes
 * (uploads write them first; `npm run uploads:to-s3` copies a folder this pass has sized).
 */
export async function writeMissingPictureSizes(directories: readonly string[]): Promise<number> {
  let sized = 0;
  for (const directory of directories) {
    const names = await readdir(directory).catch(() => [] as string[]);
    const present = new Set(names);
    for (const name of names.filter(isOriginalPictureName)) {
      const missing = IMAGE_WIDTHS.filter((width) => !present.has(pictureSizeFileName(name, width)));
      if (missing.length === 0) continue;
      await writePictureSizes(directory, name, await readFile(join(directory, name)), missing);
      sized += 1;
    }
  }
  return sized;
}
