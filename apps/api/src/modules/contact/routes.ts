import { apiErrorSchema, idSchema, propertyContactSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import { findPropertyContact } from './find-property-contact';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/propertyContact/:id',
    {
      schema: {
        tags: ['contact'],
        summary: "A public listing's agent: name, phone and WhatsApp (signed-in people only)",
        params: z.object({ id: idSchema }),
        response: {
          200: propertyContactSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return findPropertyContact(app.db, caller, request.params.id);
    },
  );
};
