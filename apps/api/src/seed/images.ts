/**
 * Renders the demo pictures (SVG composed in code → WebP with sharp) into
 * `${uploadsDir}/seed/`. File names carry a hash of the SVG, so an unchanged picture is
 * never rendered twice and a changed one never hides behind immutable caching.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export const SEED_UPLOADS_SUBDIR = 'seed';
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
        const webp = await sharp(Buffer.from(request.svg))
          .webp({ quality: request.quality, effort: 4 })
          .toBuffer();
        await writeFile(path, webp);
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
