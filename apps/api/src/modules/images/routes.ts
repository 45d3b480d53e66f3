import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import type { Config } from '../../config';
import { createSenderRateLimit } from '../enquiries/sender-rate-limit';
import { putDemoPicturesInBucket } from './copy-uploads';
import { IMAGE_FIELD, IMAGES_SUBDIR, SEED_UPLOADS_SUBDIR, UPLOAD_RATE_LIMIT } from './image-rules';
import { writeMissingPictureSizes } from './picture-sizes';
import { readImagePart } from './read-image-part';
import { storeImage } from './service';
import {
  assertUploadQuota,
  COLLECT_ORPHAN_UPLOADS_JOB,
  COLLECT_ORPHAN_UPLOADS_SCHEDULE,
  collectOrphanUploads,
  recordUpload,
} from './upload-records';

/** The spec's answer shape (the hosted-image service it replaces answered the same). */
export const imageUploadSchema = z.object({ data: z.object({ display_url: z.string() }) });

/** Documents the form for /api/docs; the handler streams the parts itself. */
const imageFormSchema = z.object({
  [IMAGE_FIELD]: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or AVIF, at most 5 MB' }),
});

export const imageRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  // Pictures stored before they had sizes (decision 028) get them once, before the server listens.
  // Only the local folders, with a bucket too (picture-sizes.ts, decision 034).
  app.addHook('onReady', async () => {
    const { uploadsDir } = options.config;
    const sized = await writeMissingPictureSizes([
      join(uploadsDir, IMAGES_SUBDIR),
      join(uploadsDir, SEED_UPLOADS_SUBDIR),
    ]);
    if (sized > 0) app.log.info({ sized }, 'wrote the missing sizes of stored pictures');
    // With a bucket every instance serves the demo's pictures from it, and only the instance that
    // seeded the database drew them: it puts what the bucket lacks (decision 034).
    const store = app.pictureStore;
    if (store.kind === 's3') {
      const copied = await putDemoPicturesInBucket(uploadsDir, store);
      if (copied > 0) app.log.info({ copied }, 'put the demo pictures in the bucket');
    }
  });
  // Pictures nothing names a day after their upload (decision 058).
  app.jobs.define({
    name: COLLECT_ORPHAN_UPLOADS_JOB,
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 300,
    cron: COLLECT_ORPHAN_UPLOADS_SCHEDULE,
    handler: async () => {
      const collected = await collectOrphanUploads(app.db, app.pictureStore);
      if (collected > 0) app.log.info({ collected }, 'deleted pictures no listing or profile uses');
    },
  });
  // Registered here, not globally: no other route accepts multipart bodies.
  await app.register(multipart);
  // A refusal may come before the whole body has arrived (too large, not signed in). Node would
  // then read and discard the rest to keep the connection alive; closing it stops the upload.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.readableEnded) reply.header('connection', 'close');
  });

  app.post(
    '/api/images',
    {
      schema: {
        tags: ['images'],
        summary: 'Upload a picture (signed in): stored as WebP without metadata',
        consumes: ['multipart/form-data'],
        body: imageFormSchema,
        response: {
          200: imageUploadSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      // Per person, whatever address or session (decision 058).
      config: { rateLimit: createSenderRateLimit(UPLOAD_RATE_LIMIT.max, UPLOAD_RATE_LIMIT.windowSeconds) },
      // The body is only documented: the handler streams it, after the sign-in check.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) => {
      const uploader = await requireUser(request);
      await assertUploadQuota(app.db, uploader.id);
      const image = await readImagePart(request);
      const stored = await storeImage(image, app.pictureStore);
      await recordUpload(app.db, uploader.id, stored);
      return { data: { display_url: stored.url } };
    },
  );
};
