/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. The UI's page
 * loads its scripts and styles as files, so it runs under the site's strict CSP.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export const DOCS_PREFIX = '/api/docs';

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
}

export default fp(registerSwagger, { name: 'swagger', fastify: '5.x' });
