/**
 * What POST /api/images accepts (docs/decisions/007-image-uploads.md). The messages are
 * shown to the person uploading, so each says what to do instead.
 */
export const IMAGE_FIELD = 'image';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries and part headers around one file. */
export const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_SIDE = 1600;
export const WEBP_QUALITY = 80;

/** Detected from the bytes by file-type; the name and declared type are ignored. */
export const ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Images live in DATA_DIR/uploads/images and are served at /uploads/images/. */
export const IMAGES_SUBDIR = 'images';
/** The demo's pictures, drawn by the seed (seed/images.ts), live in DATA_DIR/uploads/seed. */
export const SEED_UPLOADS_SUBDIR = 'seed';

export const IMAGE_MESSAGES = {
  notMultipart: `Send the picture as multipart/form-data in the field '${IMAGE_FIELD}'`,
  missing: `Choose a picture to upload (form field '${IMAGE_FIELD}')`,
  wrongField: `Send the picture in the form field '${IMAGE_FIELD}'`,
  oneAtATime: 'Send one picture at a time',
  tooManyParts: 'Send only the picture in the form',
  malformed: 'The upload is not a valid multipart form',
  tooLarge: 'The picture is larger than 5 MB',
  wrongType: 'Only JPEG, PNG, WebP or AVIF pictures are accepted',
  unreadable: 'The picture could not be read: it may be damaged or incomplete',
  tooManyPixels: 'The picture has more than 40 megapixels',
  quotaUsed:
    'Your pictures already take up the 200 MB an account may keep. Pictures that no listing or profile uses are deleted after a day.',
} as const;

/** Uploads per person in ten minutes (decision 058): two twenty-picture galleries with retries; past it, 429. */
export const UPLOAD_RATE_LIMIT = { max: 60, windowSeconds: 600 } as const;
/** What one account's pictures, with their sizes, may take up (decision 058). */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
/** An upload that nothing names this long after it was made is deleted (decision 058). */
export const ORPHAN_UPLOAD_HOURS = 24;
