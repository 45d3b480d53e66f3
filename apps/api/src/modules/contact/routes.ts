import { normalizeIP } from '@fastify/rate-limit';
import {
  apiErrorSchema,
  idSchema,
  propertyContactSchema,
  revealContactBodySchema,
  revealedContactSchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/require-user';
import { CONTACT_REVEAL_PATH, createDeviceRevealThrottle } from './device-throttle';
import { findPropertyContact } from './find-property-contact';
import { revealContact } from './reveal-contact';

/** Reveals per address (decision 053): plenty for a person comparing flats, too few to harvest numbers. */
export const CONTACT_REVEAL_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleDevice = createDeviceRevealThrottle(app);
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

  app.post(
    `${CONTACT_REVEAL_PATH}/:propertyId`,
    {
      preHandler: throttleDevice,
      config: {
        rateLimit: {
          hook: 'onRequest',
          max: CONTACT_REVEAL_RATE_LIMIT.max,
          timeWindow: CONTACT_REVEAL_RATE_LIMIT.windowSeconds * 1000,
          keyGenerator: (request) => `contact-reveal|${normalizeIP(request.ip)}`,
        },
      },
      schema: {
        tags: ['contact'],
        summary:
          "Reveal a public listing's agent numbers on a Call or WhatsApp tap (anyone; throttled per address and per device; counted as a lead)",
        params: z.object({ propertyId: idSchema }),
        body: revealContactBodySchema,
        response: {
          200: revealedContactSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => revealContact(app.db, request.params.propertyId, request.body.kind),
  );
};
