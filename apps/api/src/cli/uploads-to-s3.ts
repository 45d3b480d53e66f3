/**
 * `npm run uploads:to-s3`: copies DATA_DIR/uploads/images (every picture and its sizes) into the
 * bucket that S3_* names (decision 034), with the server's own configuration from the environment.
 * Safe to run again: what is already there is skipped. Prints the counts; exits 1 on any failure.
 */
import { ConfigError, loadConfig } from '../config';
import { copyUploadsToBucket } from '../modules/images/copy-uploads';
import { createS3PictureStore } from '../modules/storage/s3-picture-store';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: set S3_BUCKET, S3_REGION (and S3_ENDPOINT, credentials) to copy into it',
    );
    return 1;
  }
  const store = createS3PictureStore(config.s3);
  try {
    const source = `${config.uploadsDir}/images`;
    console.log(`Copying ${source} into the bucket ${config.s3.bucket}…`);
    const counts = await copyUploadsToBucket(config.uploadsDir, store);
    if (counts.sized > 0) console.log(`sized ${counts.sized} older pictures first (decision 028)`);
    console.log(
      `copied ${counts.copied} files (${counts.copiedBytes} bytes), skipped ${counts.skipped} already in the bucket`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
