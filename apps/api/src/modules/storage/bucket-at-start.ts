/**
 * Before the first start uses it (seeding the demo's pictures, a first upload), the bucket must exist
 * and open with the credentials given (issue 28, decision 063): a missing bucket or refused credentials
 * are a mistake a person fixes, said in one line, and the server exits. A bucket that does not answer is
 * an outage like any other (decision 058): the server starts and answers 503 for pictures meanwhile.
 */
import type { Config } from '../../config';
import { createS3PictureStore } from './s3-picture-store';

/** Longer than a readiness check's: a start on a busy machine also loads the SDK. */
const START_CHECK_TIMEOUT_MS = 15_000;

export async function findBucketMistake(config: Config): Promise<string | null> {
  if (!config.s3) return null;
  const store = createS3PictureStore(config.s3);
  try {
    const state = await store.checkBucket(START_CHECK_TIMEOUT_MS);
    const where = `the bucket "${config.s3.bucket}" at ${config.s3.endpoint ?? `AWS S3 (${config.s3.region})`}`;
    if (state === 'missing') {
      return `Cannot find ${where} (S3_BUCKET): create it first (docs/deploy.md, "Several machines"); the server exits.`;
    }
    if (state === 'refused') {
      return `Cannot open ${where} with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give them access to it; the server exits.`;
    }
    if (state === 'unreachable') {
      console.warn(`No answer from ${where}: starting anyway; pictures answer 503 until it answers.`);
    }
    return null;
  } finally {
    await store.close();
  }
}
