import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers up to this size are compressed in one synchronous call rather than through a zlib
 * stream (@fastify/compress's `syncThreshold`). Its default shrinks with the host's cores (8 KiB
 * on two), so a search page of 12 listings (≈ 12 KiB of JSON) went through a stream: a zlib
 * context, a trip to libuv's threadpool and a chunked answer, ≈ 0.7 ms more per request at p50
 * and ≈ 4 ms at p95 than one gzip/brotli call of ≈ 0.5 ms (decision 023). 256 KiB takes in the
 * largest API answers too, a page of 100 listings (≈ 100 KiB) and a map of 1 000 points
 * (≈ 115 KiB): streamed they cost ≈ 2.5 ms of CPU more than the one call of ≈ 1 ms that holds
 * the event loop (decision 023 "Server CPU per request"). Only bigger answers stream.
 */
const SYNC_COMPRESSION_MAX_BYTES = 262_144;

async function registerCompression(app: FastifyInstance) {
  // Small answers are not worth the CPU; large lists are. The SPA's files are compressed once by the
  // build (decision 031): the static plugin sends those copies with content-encoding already set,
  // and this plugin passes any answer that has one through untouched. Only a file without a copy
  // (a build made without scripts/build/precompress-static.mjs) is still compressed here.
  await app.register(compress, { threshold: 1024, syncThreshold: SYNC_COMPRESSION_MAX_BYTES });
}

export default fp(registerCompression, { name: 'compress', fastify: '5.x' });
