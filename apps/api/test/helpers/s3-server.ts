/**
 * A real S3-compatible server for the picture-store tests (decision 034): s3rver on a free loopback
 * port, its objects in a temporary folder, and an SDK client to look into its buckets. The app talks
 * to it through the official AWS SDK, as it would to AWS or MinIO: nothing is mocked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver accepts any signature made with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export type TestS3Server = {
  endpoint: string;
  /** The environment that points the app (or the copy command) at a bucket of this server. */
  env: (bucket: string) => Record<string, string>;
  createBucket: (bucket: string) => Promise<void>;
  /** Every key of the bucket, sorted. */
  listKeys: (bucket: string) => Promise<string[]>;
  getObject: (
    bucket: string,
    key: string,
  ) => Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }>;
  deleteObject: (bucket: string, key: string) => Promise<void>;
  /** An outage: the server stops listening, its objects kept. */
  stop: () => Promise<void>;
  /** The end of the outage: the same port, the same objects. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'nestlane-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  let isRunning = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    createBucket: async (bucket) => {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    listKeys: async (bucket) => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    getObject: async (bucket, key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
        contentType: object.ContentType,
        cacheControl: object.CacheControl,
      };
    },
    deleteObject: async (bucket, key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    stop: async () => {
      await server.close();
      isRunning = false;
    },
    restart: async () => {
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
      await server.run();
      isRunning = true;
    },
    close: async () => {
      client.destroy();
      if (isRunning) await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
