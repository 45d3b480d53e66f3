/**
 * Where uploaded pictures live (decision 034): the local disk (DATA_DIR/uploads, as before) or an
 * S3-compatible bucket when S3_BUCKET is set. A key is the path under /uploads/, e.g.
 * `images/<uuid>-480w.webp`, so the public URL is `/uploads/<key>` either way and nothing in the
 * database or the web app knows which store holds the bytes.
 */
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createS3PictureStore } from './s3-picture-store';
import { writeFileWhole } from './write-file-whole';

export type PutOptions = {
  /** A size written again takes the place of the old one; a new upload's name must be new. */
  replace?: boolean;
};

type BaseStore = {
  /** Stores the whole picture: no reader ever sees half of it. */
  put(key: string, bytes: Buffer, options?: PutOptions): Promise<void>;
  /** Removes the picture; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** For a readiness check: true when the store answers (the bucket exists and the credentials open it). */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
};

/** Served by @fastify/static from `directory` (plugins/static.ts). */
export type DiskPictureStore = BaseStore & { kind: 'disk'; directory: string };

export type StoredObject = {
  body: Readable;
  contentLength: number | undefined;
  contentType: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
};

export type BucketPictureStore = BaseStore & {
  kind: 's3';
  bucket: string;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's headers without its body, or undefined when there is none. */
  head(key: string): Promise<Omit<StoredObject, 'body'> | undefined>;
  /** Every key under the prefix with its size in bytes (one listing; for the copy command, never at start). */
  list(prefix: string): Promise<Map<string, number>>;
  /** Whether the bucket is there and these credentials open it, or the server does not answer in time. */
  checkBucket(timeoutMs?: number): Promise<'ok' | 'missing' | 'refused' | 'unreachable'>;
};

export type PictureStore = DiskPictureStore | BucketPictureStore;

export function createDiskPictureStore(uploadsDir: string): DiskPictureStore {
  return {
    kind: 'disk',
    directory: uploadsDir,
    put: (key, bytes, options) => {
      const path = join(uploadsDir, key);
      return writeFileWhole(dirname(path), basename(path), bytes, options);
    },
    delete: (key) => rm(join(uploadsDir, key), { force: true }),
    isReachable: async () => true,
    close: async () => {},
  };
}

/** The store the configuration asks for. The S3 one loads the AWS SDK at its first call, not here. */
export function createPictureStore(config: Config): PictureStore {
  return config.s3 ? createS3PictureStore(config.s3) : createDiskPictureStore(config.uploadsDir);
}

/** For a readiness route: whether pictures can be stored and served now. Never throws. */
export async function checkPictureStore(store: PictureStore): Promise<boolean> {
  return store.isReachable().catch(() => false);
}
