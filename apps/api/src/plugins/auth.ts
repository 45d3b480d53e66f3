/**
 * Mounts Better Auth at /api/auth. Its handler reads the raw request body itself, so the
 * route lives in an encapsulated context whose only content-type parser keeps the bytes.
 * Sign-in, sign-up and password-reset attempts are rate-limited per address, failed sign-ins
 * also per account (plugins/rate-limit.ts).
 * Single-click sign-in uses the built-in provider of plugins/oidc-demo.ts when it runs.
 * With the demo inbox on, a reset request's answer carries the asker's inbox cookie (lib/inbox-owner.ts).
 * Also decorates the access-token verifier that auth/get-session-user.ts uses, and `sessionEnds`, the
 * word that a person's sessions ended (sign-out, reset, fraud flag, deletion) for their live streams.
 */
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessTokenVerifier, createAccessTokenVerifier } from '../auth/access-token';
import { AUTH_BASE_PATH, type Auth, createAuth, type PasswordHashing } from '../auth/create-auth';
import { watchDatabaseFailures } from '../auth/database-failures';
import { describeOriginRefusal } from '../auth/origin-check';
import { PROFILE_CONTROL_CHARACTER_MESSAGES } from '../auth/profile-rule';
import { createSessionEnds, type SessionEnds } from '../auth/session-ends';
import type { Config } from '../config';
import { API_MESSAGES, AppError } from '../lib/app-error';
import { readCookie, serializeCookie } from '../lib/cookies';
import {
  findOrCreateInboxKey,
  INBOX_COOKIE,
  INBOX_COOKIE_MAX_AGE_SECONDS,
  runAsInboxOwner,
} from '../lib/inbox-owner';
import { createAccountThrottle, findAuthBucket, findAuthRateLimit } from './rate-limit';

export type { PasswordHashing };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    accessTokens: AccessTokenVerifier;
    /** Announces that a person's sessions ended or stopped counting (auth/session-ends.ts). */
    sessionEnds: SessionEnds;
  }
}

/** Turns a Fastify request into the Fetch API request Better Auth expects. */
function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    body,
  });
}

/** Better Auth's refusals of the page's origin: the person must open Nestlane elsewhere, so they are told where. */
const ORIGIN_REFUSAL_CODES = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
]);

async function findOriginRefusal(request: FastifyRequest, response: Response, publicUrl: string) {
  if (response.status !== 403) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code !== 'string' || !ORIGIN_REFUSAL_CODES.has(body.code)) return null;
  return new AppError('UNTRUSTED_ORIGIN', describeOriginRefusal(request.headers.origin, publicUrl));
}

async function sendFetchResponse(reply: FastifyReply, response: Response, extraCookies: string[] = []) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  // Joined into one header, several cookies would be read as a single broken one.
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}

/**
 * Better Auth's answer; a reset request, while the demo inbox is on, runs as the asker's inbox key
 * (so its mail is theirs alone) and hands the key back in a cookie.
 */
async function handleWithInboxOwner(
  request: FastifyRequest,
  config: Config,
  handle: () => Promise<Response>,
) {
  const isDemoInboxOn = config.demo && !config.smtpUrl;
  if (!isDemoInboxOn || findAuthBucket(request.url) !== '/request-password-reset') {
    return { response: await handle(), cookies: [] };
  }
  const key = findOrCreateInboxKey(readCookie(request.headers.cookie, INBOX_COOKIE));
  const cookie = serializeCookie(INBOX_COOKIE, key, {
    path: '/api',
    maxAgeSeconds: INBOX_COOKIE_MAX_AGE_SECONDS,
    isSecure: config.publicUrl.startsWith('https://'),
  });
  return { response: await runAsInboxOwner(key, handle), cookies: [cookie] };
}

async function registerAuthRoutes(app: FastifyInstance, options: { config: Config }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const accountThrottle = createAccountThrottle(app, options.config);
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    config: {
      rateLimit: findAuthRateLimit(options.config),
      controlCharacterMessages: PROFILE_CONTROL_CHARACTER_MESSAGES,
    },
    handler: async (request, reply) => {
      await accountThrottle.assertAllowed(request);
      const { result, isDatabaseUnavailable } = await watchDatabaseFailures(() =>
        handleWithInboxOwner(request, options.config, () =>
          app.auth.handler(toFetchRequest(request, options.config.publicUrl)),
        ),
      );
      const { response, cookies } = result;
      // Better Auth answers a failed query 500 without a word: an unreachable database says so (decision 050).
      if (response.status >= 500 && isDatabaseUnavailable) {
        throw new AppError('DATABASE_UNAVAILABLE', API_MESSAGES.databaseUnavailable);
      }
      await accountThrottle.recordOutcome(request, response.status);
      const originRefusal = await findOriginRefusal(request, response, options.config.publicUrl);
      if (originRefusal) throw originRefusal;
      return sendFetchResponse(reply, response, cookies);
    },
  });
}

async function registerAuth(
  app: FastifyInstance,
  options: { config: Config; passwordHashing?: PasswordHashing },
) {
  app.decorate('sessionEnds', createSessionEnds());
  app.decorate(
    'auth',
    createAuth(
      app.db,
      options.config,
      app.log,
      app.oidcDemo,
      app.mailer,
      app.sessionEnds,
      options.passwordHashing,
    ),
  );
  app.decorate('accessTokens', createAccessTokenVerifier(app.db, options.config.publicUrl));
  await app.register(registerAuthRoutes, options);
}

export default fp(registerAuth, {
  name: 'auth',
  fastify: '5.x',
  dependencies: ['db', 'rate-limit', 'oidc-demo', 'mailer'],
});
