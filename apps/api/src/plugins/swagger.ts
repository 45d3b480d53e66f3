/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. The UI's page
 * loads its scripts and styles as files, so it runs under the site's strict CSP.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export const DOCS_PREFIX = '/api/docs';

const swaggerUiAssetsDir = join(
  dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);

/**
 * The pinned @fastify/static (9.1.1) matches its wildcard against the full URL without
 * the plugin's encapsulation prefix, so the UI's own /api/docs/static/* route answers 404
 * for every asset. One exact route per file takes precedence over that wildcard.
 */
function registerSwaggerUiAssets(app: FastifyInstance) {
  const routedByPlugin = new Set(['index.html', 'csp.json']);
  for (const file of readdirSync(swaggerUiAssetsDir)) {
    if (routedByPlugin.has(file)) continue;
    app.get(`${DOCS_PREFIX}/static/${file}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').sendFile(file, swaggerUiAssetsDir),
    );
  }
}

async function registerSwagger(app: FastifyInstance, options: { config: Config }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Nestlane API',
        description: 'Verified property listings in Bangladesh: search, listings, reviews and agents.',
        version: '0.1.0',
      },
      servers: [{ url: options.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  registerSwaggerUiAssets(app);
}

// reply.sendFile comes from the static plugin.
export default fp(registerSwagger, { name: 'swagger', fastify: '5.x', dependencies: ['static'] });
