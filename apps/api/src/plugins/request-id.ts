/**
 * Every request has an id (issue 14): the one a proxy or client passes in `X-Request-Id` when it is a
 * plain token (letters, digits, `._:-`, at most 128), else a new UUID. The logs carry it as `reqId`
 * (Fastify's request logger) and every answer returns it, so one request can be followed from the
 * proxy's log through every instance's.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id-header';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming id when it is safe to log and echo, else a new one. */
export function readRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

async function registerRequestId(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per request for one header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export default fp(registerRequestId, { name: 'request-id', fastify: '5.x' });
