import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function registerCompression(app: FastifyInstance) {
  // Small answers are not worth the CPU; large lists and the SPA's files are.
  await app.register(compress, { threshold: 1024 });
}

export default fp(registerCompression, { name: 'compress', fastify: '5.x' });
