/**
 * Serves uploaded images at /uploads/ and, when the web app has been built, the SPA at /.
 * Uploads live on the disk or, with S3_BUCKET, in a bucket (decision 034): `app.pictureStore`
 * stores them, and /uploads/images/ and /uploads/seed/ stream from the bucket with the same headers.
 * Hashed files never change, so they are cached for a year; index.html is revalidated on
 * every visit so a new release shows at once. The build writes brotli and gzip copies beside
 * the SPA's files (scripts/build/precompress-static.mjs), sent as they are when the browser
 * accepts them (decision 031). Unknown /api paths answer JSON 404; every other unknown GET gets
 * the SPA, whose router shows its own not-found page.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { API_MESSAGES, AppError } from '../lib/app-error';
import { IMAGES_SUBDIR, SEED_UPLOADS_SUBDIR } from '../modules/images/image-rules';
import { PICTURE_CACHE_CONTROL, PICTURE_CONTENT_TYPE } from '../modules/storage/picture-headers';
import {
  type BucketPictureStore,
  createPictureStore,
  type PictureStore,
} from '../modules/storage/picture-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are written (and, for a bucket, read from). */
    pictureStore: PictureStore;
  }
}

const IMMUTABLE = PICTURE_CACHE_CONTROL;
/** A picture's own name or one of its sizes (`<uuid>.webp`, `<uuid>-480w.webp`): nothing else is in a bucket. */
const STORED_PICTURE_NAME = /^[A-Za-z0-9_-]+\.webp$/;
const REVALIDATE = 'no-cache';
/**
 * The SPA's files whose answer depends on Accept-Encoding: a precompressed copy (.br, .gz) or, without
 * one, @fastify/compress on the fly. The types match the build script's.
 */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Files that exist or not: a missing one is a plain 404, never the SPA. */
function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || path.startsWith('/uploads/');
}

async function registerStatic(app: FastifyInstance, options: { config: Config }) {
  const { uploadsDir, webDistDir } = options.config;
  mkdirSync(uploadsDir, { recursive: true });
  const pictureStore = createPictureStore(options.config);
  app.decorate<PictureStore>('pictureStore', pictureStore);
  app.addHook('onClose', () => pictureStore.close());
  // With a bucket, /uploads/images/ and /uploads/seed/ come from it (these routes are more specific
  // than the disk's /uploads/*, which keeps serving anything else under DATA_DIR/uploads).
  if (pictureStore.kind === 's3') registerBucketPictures(app, pictureStore);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    index: false,
    cacheControl: false,
    setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
  });

  const hasSpa = existsSync(join(webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: ['index.html'],
      decorateReply: false,
      cacheControl: false,
      // `<file>.br` or `<file>.gz` as the browser accepts, with content-encoding set, which
      // @fastify/compress leaves alone; without a copy, the file itself.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const isHashed = filePath.startsWith(join(webDistDir, 'assets'));
        response.setHeader('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
        if (COMPRESSIBLE_FILE.test(filePath)) response.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.info({ webDistDir }, 'no web build found: serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isApiPath(path) && !isFilePath(path)) {
      reply.header('cache-control', REVALIDATE);
      return reply.sendFile('index.html', webDistDir, { cacheControl: false });
    }
    throw new AppError(
      'NOT_FOUND',
      isFilePath(path) ? API_MESSAGES.fileNotFound(path) : API_MESSAGES.routeNotFound(request.method, path),
    );
  });
}

/**
 * Streams a picture from the bucket with the disk's headers, so a browser or proxy cannot tell the
 * difference (no redirect to the bucket: decision 034). HEAD asks the bucket for the headers only.
 * Uploads and the demo's drawn pictures, which the seeding instance puts there (images/routes.ts).
 */
function registerBucketPictures(app: FastifyInstance, store: BucketPictureStore) {
  for (const folder of [IMAGES_SUBDIR, SEED_UPLOADS_SUBDIR]) {
    app.route<{ Params: { name: string } }>({
      method: ['GET', 'HEAD'],
      url: `/uploads/${folder}/:name`,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const { name } = request.params;
        const key = `${folder}/${name}`;
        const notFound = () => new AppError('NOT_FOUND', API_MESSAGES.fileNotFound(`/uploads/${key}`));
        if (!STORED_PICTURE_NAME.test(name)) throw notFound();
        const object = request.method === 'HEAD' ? await store.head(key) : await store.get(key);
        if (!object) throw notFound();
        reply
          .header('content-type', object.contentType ?? PICTURE_CONTENT_TYPE)
          .header('cache-control', IMMUTABLE);
        if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
        if (object.etag) reply.header('etag', object.etag);
        if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
        return 'body' in object ? reply.send(object.body) : reply.send();
      },
    });
  }
}

export default fp(registerStatic, { name: 'static', fastify: '5.x', dependencies: ['errors'] });
