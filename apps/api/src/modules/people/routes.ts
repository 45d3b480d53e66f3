import {
  AGENT_REQUEST_MESSAGES,
  agentRequestSchema,
  apiErrorSchema,
  changeRoleQuerySchema,
  makeFraudQuerySchema,
  managedUserListSchema,
  pendingAgentRequestListSchema,
} from '@nestlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/require-user';
import { findPendingAgentRequests, submitAgentRequest } from './agent-request-service';
import { changeUserRole, deleteUser, findAllUsers, markUserFraud } from './user-admin-service';
import { userIdSchema } from './user-id';

const tags = ['people'];
const modifiedSchema = z.object({ modifiedCount: z.number().int() });
const deletedSchema = z.object({ deletedCount: z.number().int() });
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/agentRequest/:userId',
    {
      config: {
        controlCharacterMessages: {
          twitter: AGENT_REQUEST_MESSAGES.twitter.invalid,
          facebook: AGENT_REQUEST_MESSAGES.facebook.invalid,
          linkedin: AGENT_REQUEST_MESSAGES.linkedin.invalid,
          whatsapp: AGENT_REQUEST_MESSAGES.whatsappInvalid,
        },
      },
      schema: {
        tags,
        summary: 'Apply to become an agent (a user, for their own account, once while pending)',
        params: z.object({ userId: userIdSchema }),
        body: agentRequestSchema,
        response: { 200: modifiedSchema, ...refusals },
      },
    },
    async (request) => {
      const applicant = await requireRole(request, 'user');
      return submitAgentRequest(app.db, applicant, request.params.userId, request.body);
    },
  );

  app.get(
    '/api/agentReq',
    {
      schema: {
        tags,
        summary: 'Pending agent requests with their links, oldest first (admin)',
        response: { 200: pendingAgentRequestListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return findPendingAgentRequests(app.db);
    },
  );

  app.get(
    '/api/getallUsers',
    {
      schema: {
        tags,
        summary: 'Every user, oldest account first (admin)',
        response: { 200: managedUserListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return findAllUsers(app.db);
    },
  );

  app.patch(
    '/api/changeRole/:id',
    {
      schema: {
        tags,
        summary: 'Make a user admin or agent; never a fraud user, never your own role (admin)',
        params: z.object({ id: userIdSchema }),
        querystring: changeRoleQuerySchema,
        response: { 200: modifiedSchema, ...refusals },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      return changeUserRole(app.db, admin, request.params.id, request.query.role);
    },
  );

  app.patch(
    '/api/makeFraud/:id',
    {
      schema: {
        tags,
        summary: 'Mark an agent as fraud: their listings leave every public list at once (admin)',
        params: z.object({ id: userIdSchema }),
        querystring: makeFraudQuerySchema,
        response: { 200: modifiedSchema, ...refusals },
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      const result = await markUserFraud(app.db, request.params.id, request.query.email);
      // Their sessions stop counting now: their open streams end (decision 063).
      app.sessionEnds.announce(request.params.id);
      return result;
    },
  );

  app.delete(
    '/api/delete-User/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user, their sessions, listings, wish-list items and reviews; offers stay (admin)',
        params: z.object({ id: userIdSchema }),
        response: { 200: deletedSchema, ...refusals },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const result = await deleteUser(app.db, admin, request.params.id);
      // Their sessions went with them (a cascade Better Auth never sees): their open streams end (063).
      if (result.deletedCount > 0) app.sessionEnds.announce(request.params.id);
      return result;
    },
  );
};
