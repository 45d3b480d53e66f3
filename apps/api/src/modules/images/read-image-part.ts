/**
 * Reads the one file of a multipart upload into memory, refusing early what cannot be a
 * valid upload: a declared length over the limit is refused before any byte is read, and a
 * file without one is refused as soon as it passes MAX_IMAGE_BYTES.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { IMAGE_FIELD, IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_REQUEST_BYTES } from './image-rules';

const BUSBOY_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  // A second file raises FST_FILES_LIMIT and is never buffered.
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 20,
};

/** How @fastify/busboy words a broken body: no or bad boundary, a form cut short. */
const BUSBOY_BROKEN_BODY = /boundary|multipart data|terminated early|needle/i;

export async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.notMultipart);
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > MAX_REQUEST_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);

  let image: Buffer | undefined;
  let hasOtherFile = false;
  try {
    for await (const part of request.parts({ limits: BUSBOY_LIMITS })) {
      // Text fields are ignored; a file elsewhere is drained so parsing can go on.
      if (part.type !== 'file') continue;
      if (part.fieldname === IMAGE_FIELD) {
        image = await readWholeFile(part.file);
      } else {
        hasOtherFile = true;
        part.file.resume();
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!image && hasOtherFile) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.wrongField);
  if (!image || image.length === 0) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.missing);
  return image;
}

/**
 * Like part.toBuffer(), but an oversized file is refused the moment busboy sees it pass the
 * limit, instead of after reading (and discarding) the rest of it: destroying the file stream
 * makes @fastify/multipart stop reading the request, and the reply closes the connection
 * (see routes.ts).
 */
async function readWholeFile(file: MultipartFile['file']): Promise<Buffer> {
  file.once('limit', () => file.destroy(new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge)));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Multipart and busboy failures become the API's own 4xx; anything else stays a 5xx. */
function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_REQUEST', IMAGE_MESSAGES.oneAtATime);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('BAD_REQUEST', IMAGE_MESSAGES.tooManyParts);
  }
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError('BAD_REQUEST', IMAGE_MESSAGES.malformed, { cause: error });
  }
  if (error instanceof Error && BUSBOY_BROKEN_BODY.test(error.message)) {
    return new AppError('BAD_REQUEST', IMAGE_MESSAGES.malformed, { cause: error });
  }
  return error;
}
