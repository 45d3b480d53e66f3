import { apiErrorSchema, emailSchema, publicAgentSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPublicAgent } from './service';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getAgentData/:email',
    {
      schema: {
        tags: ['agents'],
        summary: "An agent's public profile (404 for anyone who is not an agent)",
        params: z.object({ email: emailSchema }),
        response: { 200: publicAgentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => findPublicAgent(app.db, request.params.email),
  );
};
