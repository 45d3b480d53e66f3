/**
 * Turns untrusted picture bytes into a clean WebP on disk: the type is judged from the
 * bytes, the pixel count from the header before decoding, and the re-encode drops every
 * piece of metadata (EXIF, GPS, XMP, ICC — colours are converted to sRGB first).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '../../lib/app-error';
import {
  ACCEPTED_MIME_TYPES,
  IMAGE_MESSAGES,
  IMAGES_SUBDIR,
  MAX_INPUT_PIXELS,
  MAX_OUTPUT_SIDE,
  WEBP_QUALITY,
} from './image-rules';

const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // 'error' still refuses truncated files; 'warning' would also refuse the harmless quirks
  // some phone cameras write into otherwise good JPEGs.
  failOn: 'error',
};

/** Stores the picture and returns its public URL, /uploads/images/<random>.webp. */
export async function storeImage(bytes: Buffer, uploadsDir: string): Promise<string> {
  const webp = await convertToWebp(bytes);
  const fileName = `${randomUUID()}.webp`;
  await writeFileWhole(join(uploadsDir, IMAGES_SUBDIR), fileName, webp);
  return `/uploads/${IMAGES_SUBDIR}/${fileName}`;
}

export async function convertToWebp(bytes: Buffer): Promise<Buffer> {
  await assertAcceptedType(bytes);
  await assertPixelCount(bytes);
  try {
    return await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw toDecodeError(error);
  }
}

async function assertAcceptedType(bytes: Buffer) {
  const detected = await fileTypeFromBuffer(bytes);
  const isAccepted = ACCEPTED_MIME_TYPES.some((mime) => mime === detected?.mime);
  if (!isAccepted) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.wrongType);
}

/** Reads only the header, so a pixel bomb is refused before a single row is inflated. */
async function assertPixelCount(bytes: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw toDecodeError(error);
  }
  // An HEIF container holding HEVC rather than AV1 is HEIC, which we do not take.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.wrongType);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooManyPixels);
  }
}

function toDecodeError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooManyPixels);
  return new AppError('BAD_REQUEST', IMAGE_MESSAGES.unreadable, { cause: error });
}

/**
 * Writes beside the target under a dot-name (never served) and renames, so a failed write
 * leaves no file behind and no reader ever sees half a picture.
 */
async function writeFileWhole(directory: string, fileName: string, contents: Buffer) {
  await mkdir(directory, { recursive: true });
  const partialPath = join(directory, `.${fileName}.partial`);
  try {
    await writeFile(partialPath, contents, { flag: 'wx' });
    await rename(partialPath, join(directory, fileName));
  } catch (error) {
    await rm(partialPath, { force: true });
    throw error;
  }
}
