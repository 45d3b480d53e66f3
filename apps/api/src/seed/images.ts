/**
 * Renders the demo pictures (SVG composed in code → WebP with sharp) into
 * `${uploadsDir}/seed/`. File names carry a hash of the SVG, so an unchanged picture is
 * never rendered twice and a changed one never hides behind immutable caching. Each picture
 * also gets its sizes (decision 028), like an upload.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS, pictureSizeFileName } from '@nestlane/shared';
import { SEED_UPLOADS_SUBDIR } from '../modules/images/image-rules';
import { importSharp } from '../modules/images/import-sharp';
import { writePictureSizes } from '../modules/images/picture-sizes';

export const SEED_URL_PREFIX = `/uploads/${SEED_UPLOADS_SUBDIR}`;

export type PictureRequest = {
  /** Readable start of the file name, e.g. 'property-07' or 'avatar-rahim'. */
  name: string;
  svg: string;
  quality: number;
};

/** Writes every picture (skipping ones already on disk) and returns their public URLs in order. */
export async function renderPictures(
  uploadsDir: string,
  requests: readonly PictureRequest[],
): Promise<string[]> {
  const directory = join(uploadsDir, SEED_UPLOADS_SUBDIR);
  await mkdir(directory, { recursive: true });
  // sharp renders on libuv's thread pool, so running these together uses both cores.
  return Promise.all(
    requests.map(async (request) => {
      const hash = createHash('sha256')
        .update(`${request.quality}:${request.svg}`)
        .digest('hex')
        .slice(0, 10);
      const fileName = `${request.name}-${hash}.webp`;
      const path = join(directory, fileName);
      if (!(await exists(path))) {
        const sharp = await importSharp();
        const webp = await sharp(Buffer.from(request.svg))
          .webp({ quality: request.quality, effort: 4 })
          .toBuffer();
        await writePictureSizes(directory, fileName, webp);
        await writeFile(path, webp);
      } else if (!(await exists(join(directory, pictureSizeFileName(fileName, IMAGE_WIDTHS[0]))))) {
        // A picture drawn before sizes existed (the start-up pass would size it too).
        await writePictureSizes(directory, fileName, await readFile(path));
      }
      return `${SEED_URL_PREFIX}/${fileName}`;
    }),
  );
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
