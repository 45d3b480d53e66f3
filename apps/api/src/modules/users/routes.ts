import { apiErrorSchema } from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueAccessToken } from '../../auth/issue-access-token';
import { PROFILE_CONTROL_CHARACTER_MESSAGES } from '../../auth/profile-rule';
import { requireUser } from '../../auth/require-user';
import {
  accessTokenBodySchema,
  accessTokenSchema,
  emailQuerySchema,
  optionalEmailQuerySchema,
  savedLocaleSchema,
  saveLocaleBodySchema,
  saveProfileBodySchema,
  saveProfileResultSchema,
  userProfileSchema,
} from './schemas';
import { findUserProfile, saveOwnLocale, saveOwnProfile } from './service';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/accessToken',
    {
      schema: {
        tags,
        summary: 'An access token for the signed-in session, in the name of its own email only',
        description:
          'Needs the session cookie (a bearer token cannot renew itself). The token expires after `expiresIn` seconds; ask again before then while the session lives.',
        body: accessTokenBodySchema,
        response: { 200: accessTokenSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => issueAccessToken(request, request.body.email),
  );

  app.get(
    '/api/getuser',
    {
      schema: {
        tags,
        summary: "A user's profile: your own, or anybody's for an admin",
        querystring: emailQuerySchema,
        response: {
          200: userProfileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return findUserProfile(app.db, viewer, request.query.email);
    },
  );

  app.post(
    '/api/users',
    {
      config: { controlCharacterMessages: PROFILE_CONTROL_CHARACTER_MESSAGES },
      schema: {
        tags,
        summary:
          'Create your profile if absent (it exists once you have signed up); may update your name and photo',
        description:
          'Idempotent. Only for your own email (body and ?email=). role and creationDate are ignored: nobody sets their own role.',
        querystring: optionalEmailQuerySchema,
        body: saveProfileBodySchema,
        response: {
          200: saveProfileResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return saveOwnProfile(app.db, caller, request.body, request.query.email);
    },
  );

  app.put(
    '/api/me/locale',
    {
      schema: {
        tags,
        summary: "Keep the signed-in person's language on their account: 'en' (English) or 'bn' (Bangla)",
        description:
          'Their email and notifications follow it; a page still shows the language its nestlane-lang cookie names.',
        body: saveLocaleBodySchema,
        response: { 200: savedLocaleSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return saveOwnLocale(app.db, caller, request.body.locale);
    },
  );
};
