/**
 * Personal answers are never stored by a browser or a cache on the way (decision 044): every /api
 * answer to a request that carries a session (Better Auth's cookie or a bearer token) says
 * `Cache-Control: no-store`, whatever the route, so no route can forget it. Identity's own answers
 * (tokens, sessions) and the demo inbox (reset links) say so even without one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Better Auth's session cookie, with or without the `__Secure-` prefix it takes over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/;
const ALWAYS_PERSONAL = /^\/api\/(auth\/|outbox(?:[/?]|$))/;

export function isPersonalRequest(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  if (ALWAYS_PERSONAL.test(request.url)) return true;
  if (request.headers.authorization) return true;
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}

async function registerPersonalAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (isPersonalRequest(request)) reply.header('cache-control', 'no-store');
  });
}

export default fp(registerPersonalAnswers, { name: 'personal-answers', fastify: '5.x' });
