/**
 * One rule for every text the API takes (decision 044): a control character (NUL and the rest of C0,
 * DEL, C1) in any string of a JSON body, the query string or the path answers 400 naming the field,
 * before any schema, handler or database sees it. Tab, line feed and carriage return are text in a
 * body (a message, a description); in a query string or a path they are refused too. Better Auth's
 * route keeps its body as bytes (plugins/auth.ts): its JSON is read here for the check alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, AppError } from '../lib/app-error';

/** C0 but tab, LF, CR; DEL; C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every C0 character, DEL and C1: a one-line value (query, path) has no use for any of them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;

/** A parsed body, or a query or params object (Fastify's have a prototype of their own with a null one). */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The dotted path of the first string (or key) in `value` that `pattern` matches, '' for the value
 * itself, or null. Walked with a stack, not recursion: a deeply nested body cannot overflow it.
 */
export function findControlCharacterField(value: unknown, pattern: RegExp = CONTROL_IN_TEXT): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (pattern.test(current)) return path;
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    // A Buffer, a stream or an uploaded file is no text to check.
    if (!Array.isArray(current) && !isPlainObject(current)) continue;
    for (const [key, inner] of Object.entries(current)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (pattern.test(key)) return innerPath;
      pending.push([inner, innerPath]);
    }
  }
  return null;
}

/** The body as JSON when Better Auth's route kept it as bytes; otherwise as parsed. */
function readBody(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body)) return request.body;
  if (!/json/i.test(request.headers['content-type'] ?? '')) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    // Better Auth answers a body that is not JSON itself.
    return undefined;
  }
}

function findRefusedField(request: FastifyRequest): string | null {
  for (const [part, value, pattern] of [
    ['params', request.params, CONTROL_IN_LINE],
    ['query', request.query, CONTROL_IN_LINE],
    ['body', readBody(request), CONTROL_IN_TEXT],
  ] as const) {
    const field = findControlCharacterField(value, pattern);
    if (field !== null) return field || part;
  }
  return null;
}

async function registerControlCharacterCheck(app: FastifyInstance) {
  // preValidation: after the body is parsed, before the route's schema, so no route can forget it.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const field = findRefusedField(request);
    if (field !== null) throw new AppError('VALIDATION_ERROR', API_MESSAGES.controlCharactersIn(field));
  });
}

export default fp(registerControlCharacterCheck, { name: 'control-characters', fastify: '5.x' });
