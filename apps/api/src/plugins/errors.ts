/**
 * One error handler for the whole API: a 4xx answers {statusCode, code, message} with a
 * message a person can act on; a 5xx is logged and answered with a generic message, so
 * no SQL, stack or file path ever reaches a client.
 */
import type { ApiError } from '@nestlane/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATEMENT_TIMEOUT_SQLSTATE } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { API_MESSAGES, AppError, findErrorCode } from '../lib/app-error';

type ValidationIssue = { instancePath: string; message?: string };

/** Zod's own wording ('Invalid input: expected string…') does not say which field it is about. */
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)\b/;

/**
 * 'page must be at least 1' stays as is; 'Invalid id' on field `id` stays; a sentence written for people
 * ('Please Add Property Title') stays, so a form can show it as it is; zod's generic wording gets the
 * field in front.
 */
export function describeValidationIssues(issues: ValidationIssue[], context?: string): string {
  const sentences = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    if (!field) return context ? `${context}: ${message}` : message;
    const leaf = field.split('.').pop() ?? field;
    const mentionsField = new RegExp(`\\b${leaf.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(
      message,
    );
    const isWrittenForPeople = /^[A-Z]/.test(message) && !GENERIC_MESSAGE.test(message);
    return mentionsField || isWrittenForPeople ? message : `${field}: ${message}`;
  });
  return [...new Set(sentences)].join('; ');
}

/** Drizzle wraps the driver's error (DrizzleQueryError); the SQLSTATE is on a cause. */
export function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === STATEMENT_TIMEOUT_SQLSTATE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function toApiError(error: FastifyError | AppError): ApiError {
  if (isStatementTimeout(error)) {
    return { statusCode: 503, code: 'QUERY_TIMEOUT', message: API_MESSAGES.queryTimeout };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: API_MESSAGES.databaseUnavailable };
  }
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: describeValidationIssues(error.validation, error.validationContext),
    };
  }
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  return { statusCode, code: findErrorCode(statusCode), message: error.message };
}

function handleError(
  this: FastifyInstance,
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = toApiError(error);
  if (body.code === 'QUERY_TIMEOUT') {
    // Not a bug to page anyone for, but worth seeing: which request was too heavy.
    request.log.warn({ url: request.url }, 'statement timeout');
    return reply.code(503).send(body);
  }
  if (body.code === 'SEARCH_BUSY') {
    // The budget did its job (db/connection-budget.ts): worth seeing, not paging anyone for.
    request.log.warn({ url: request.url }, 'search budget full');
    return reply.code(503).header('retry-after', '1').send(body);
  }
  if (body.code === 'DATABASE_UNAVAILABLE' || body.code === 'STORAGE_UNAVAILABLE') {
    // An outage, not a bug in this request: one line, no stack.
    const isStorage = body.code === 'STORAGE_UNAVAILABLE';
    const failure = (isStorage ? (error as Error).cause : error) as Error | undefined;
    request.log.warn(
      { url: request.url, reason: String(failure?.message ?? failure) },
      isStorage ? 'picture storage unavailable' : 'database unavailable',
    );
    return reply.code(503).send(body);
  }
  if (body.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(body.statusCode)
      .send({ statusCode: body.statusCode, code: body.code, message: API_MESSAGES.internal });
  }
  request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
  return reply.code(body.statusCode).send(body);
}

async function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(registerErrorHandler, { name: 'errors', fastify: '5.x' });
