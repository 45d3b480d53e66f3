/**
 * Pictures in an S3-compatible bucket, through the official AWS SDK (decision 034). The SDK is
 * imported at the store's first call, not at start (decision 031: a restart stays fast; a server
 * without S3_BUCKET never loads it). Keys are the paths under /uploads/ (picture-store.ts).
 */
import type { Readable } from 'node:stream';
import type { HeadObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { PICTURE_CACHE_CONTROL, PICTURE_CONTENT_TYPE } from './picture-headers';
import type { BucketPictureStore, StoredObject } from './picture-store';

type Sdk = typeof import('@aws-sdk/client-s3');

/** A readiness check answers within this, reachable or not. */
const REACHABLE_TIMEOUT_MS = 3000;

export function createS3PictureStore(config: S3Config): BucketPictureStore {
  const { bucket } = config;
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const load = () => {
    loading ??= import('@aws-sdk/client-s3').then(namedExports).then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 demands them: several S3-compatible servers refuse the CRC32
        // trailers the SDK adds by default. The body is still signed (SigV4 payload hash).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
      }),
    }));
    return loading;
  };

  return {
    kind: 's3',
    bucket,
    async put(key, bytes) {
      // A key is a new random name or a size written again: either way the whole object replaces
      // nothing a reader could have seen half of (S3 writes are atomic).
      const { sdk, client } = await load();
      await whileReachable(
        client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: PICTURE_CONTENT_TYPE,
            CacheControl: PICTURE_CACHE_CONTROL,
          }),
        ),
      );
    },
    async get(key) {
      const { sdk, client } = await load();
      const object = await whileReachable(
        unlessMissing(client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))),
      );
      return object && { ...headersOf(object), body: object.Body as Readable };
    },
    async head(key) {
      const { sdk, client } = await load();
      const object = await whileReachable(
        unlessMissing(client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }))),
      );
      return object && headersOf(object);
    },
    async delete(key) {
      const { sdk, client } = await load();
      await whileReachable(client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
    async list(prefix) {
      const { sdk, client } = await load();
      const sizes = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) sizes.set(object.Key, object.Size ?? 0);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return sizes;
    },
    async isReachable() {
      return (await this.checkBucket()) === 'ok';
    },
    async checkBucket(timeoutMs = REACHABLE_TIMEOUT_MS) {
      try {
        const { sdk, client } = await load();
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return 'ok';
      } catch (error) {
        // HeadBucket has no body: the status says which (404 no such bucket, 403 not these credentials).
        const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
        if (status === 404) return 'missing';
        if (status === 403) return 'refused';
        return 'unreachable';
      }
    },
    async close() {
      if (!loading) return;
      const { client } = await loading.catch(() => ({ client: undefined }));
      client?.destroy();
    },
  };
}

/**
 * The SDK's exports, whether Node loaded its CommonJS build (named exports) or a bundle wrapped it: the
 * production build (scripts/build/api.mjs) bundles npm packages it does not list as external, and
 * `import()` of a bundled CommonJS module has its exports under `default` only.
 */
function namedExports(module: Sdk | { default: Sdk }): Sdk {
  return 'S3Client' in module ? module : module.default;
}

/**
 * The answer, or a 503 STORAGE_UNAVAILABLE naming the picture storage (decision 058): the bucket refused
 * the connection, timed out, or answered with an error of its own. Never the 500 it used to be; the rest
 * of the API goes on, and the next call tries the bucket again.
 */
async function whileReachable<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    throw new AppError('STORAGE_UNAVAILABLE', API_MESSAGES.storageUnavailable, { cause: error });
  }
}

/** The answer, or undefined when there is no such object: GetObject says NoSuchKey; HeadObject, without a body to name it, NotFound. */
async function unlessMissing<T>(answer: Promise<T>): Promise<T | undefined> {
  try {
    return await answer;
  } catch (error) {
    const name = (error as { name?: unknown })?.name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}

function headersOf(object: HeadObjectCommandOutput): Omit<StoredObject, 'body'> {
  return {
    contentLength: object.ContentLength,
    contentType: object.ContentType,
    etag: object.ETag,
    lastModified: object.LastModified,
  };
}
