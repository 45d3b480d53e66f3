/**
 * Turns untrusted picture bytes into a clean WebP on disk: the type is judged from the
 * bytes, the pixel count from the header before decoding, and the re-encode drops every
 * piece of metadata (EXIF, GPS, XMP, ICC — colours are converted to sRGB first).
 */
import { randomUUID } from 'node:crypto';
import type { Metadata, SharpOptions } from 'sharp';
import { AppError } from '../../lib/app-error';
import type { PictureStore } from '../storage/picture-store';
import {
  ACCEPTED_MIME_TYPES,
  IMAGE_MESSAGES,
  IMAGES_SUBDIR,
  MAX_INPUT_PIXELS,
  MAX_OUTPUT_SIDE,
  WEBP_QUALITY,
} from './image-rules';
import { importSharp } from './import-sharp';
import { type WritePicture, writePictureSizes } from './picture-sizes';

const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // 'error' still refuses truncated files; 'warning' would also refuse the harmless quirks
  // some phone cameras write into otherwise good JPEGs.
  failOn: 'error',
};

export type StoredImage = {
  /** The public URL, /uploads/images/<random>.webp. */
  url: string;
  fileName: string;
  /** The original and its sizes together: what the picture costs its uploader's quota. */
  bytes: number;
};

/**
 * Stores the picture and its sizes (decision 028) on the disk or in the bucket (decision 034); its
 * public URL is the same for both. The sizes are written first: once the URL is known, every size it
 * names exists.
 */
export async function storeImage(bytes: Buffer, store: PictureStore): Promise<StoredImage> {
  const webp = await convertToWebp(bytes);
  const fileName = `${randomUUID()}.webp`;
  let written = 0;
  const write: WritePicture = async (name, picture, options) => {
    await store.put(`${IMAGES_SUBDIR}/${name}`, picture, options);
    written += picture.length;
  };
  await writePictureSizes(write, fileName, webp);
  await write(fileName, webp, { replace: false });
  return { url: `/uploads/${IMAGES_SUBDIR}/${fileName}`, fileName, bytes: written };
}

export async function convertToWebp(bytes: Buffer): Promise<Buffer> {
  await assertAcceptedType(bytes);
  await assertPixelCount(bytes);
  const sharp = await importSharp();
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
  // Imported at the first upload: the server starts without it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const isAccepted = ACCEPTED_MIME_TYPES.some((mime) => mime === detected?.mime);
  if (!isAccepted) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.wrongType);
}

/** Reads only the header, so a pixel bomb is refused before a single row is inflated. */
async function assertPixelCount(bytes: Buffer) {
  const sharp = await importSharp();
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
