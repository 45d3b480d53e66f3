/**
 * One rule for every text the API takes (decision 044): a control character in any string (or key) of
 * a JSON body, the query string or the path answers 400 naming the field, before any schema, handler or
 * database sees it. The control characters are C0 (U+0000–U+001F) but tab, line feed and carriage
 * return, and DEL (U+007F): a message keeps its lines, a pasted tab in a search is a space, and NUL never
 * reaches PostgreSQL. A route whose field already has its own words for this refusal (a person's name,
 * the agent links, an enquiry, the payment ids) gives them in its `controlCharacterMessages`, so the
 * refusal reads as it always did; the rule itself holds for every route either way. Better Auth's route
 * keeps its body as bytes (plugins/auth.ts): its JSON is read here for the check alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A field's own wording of the control-character refusal, by its dotted path (decision 044). */
    controlCharacterMessages?: Readonly<Record<string, string>>;
  }
}

/** C0 but tab, line feed and carriage return; DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A parsed body, or a query or params object (Fastify's have a prototype of their own with a null one). */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The dotted path of the first string (or key) in `value` holding a control character, '' for the value
 * itself, or null. Walked with a stack, not recursion: a deeply nested body cannot overflow it.
 */
export function findControlCharacterField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return path;
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    // A Buffer, a stream or an uploaded file is no text to check.
    if (!Array.isArray(current) && !isPlainObject(current)) continue;
    for (const [key, inner] of Object.entries(current)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) return innerPath;
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
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', readBody(request)],
  ] as const) {
    const field = findControlCharacterField(value);
    if (field !== null) return field || part;
  }
  return null;
}

/** The route's own words for `field`, else the rule's. */
function describeRefusal(request: FastifyRequest, field: string): string {
  const ownWords = request.routeOptions.config.controlCharacterMessages ?? {};
  const own = Object.hasOwn(ownWords, field) ? ownWords[field] : undefined;
  return own ?? API_MESSAGES.controlCharactersIn(field);
}

async function registerControlCharacterCheck(app: FastifyInstance) {
  // preValidation: after the body is parsed, before the route's schema, so no route can forget it.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const field = findRefusedField(request);
    if (field !== null) throw new AppError('VALIDATION_ERROR', describeRefusal(request, field));
  });
}

export default fp(registerControlCharacterCheck, { name: 'control-characters', fastify: '5.x' });
