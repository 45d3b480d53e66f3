/**
 * Cookie-authenticated writes must come from a page Nestlane trusts (decision 013). SameSite=Lax
 * already keeps the cookie off cross-site POSTs; this also covers same-site pages on other origins
 * and browsers without SameSite. Better Auth checks its own endpoints (its 403 is reworded in
 * plugins/auth.ts); a bearer token cannot be sent by a foreign page, so it needs no check.
 */
import { IDENTITY_MESSAGES } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { AUTH_BASE_PATH } from './create-auth';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Why a page's origin was refused, and where to open Nestlane instead (also for Better Auth's refusals). */
export function describeOriginRefusal(origin: string | undefined, publicUrl: string): string {
  return origin && origin !== 'null'
    ? IDENTITY_MESSAGES.untrustedOrigin(origin, publicUrl)
    : IDENTITY_MESSAGES.unknownOrigin(publicUrl);
}

/** Whether the request is a write under /api that only a cookie authenticates. */
function isCookieWrite(request: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') || path.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  return request.headers.cookie !== undefined && request.headers.authorization === undefined;
}

/**
 * The refusal's message, or null when the write may go on. A request with neither Origin nor
 * Sec-Fetch-Site is not a browser's cross-origin write (browsers send Origin on every one), so
 * curl and server-to-server calls pass.
 */
export function findOriginRefusal(
  request: FastifyRequest,
  trustedOrigins: readonly string[],
  publicUrl: string,
): string | null {
  if (!isCookieWrite(request)) return null;
  const origin = readHeader(request, 'origin');
  const site = readHeader(request, 'sec-fetch-site');
  const describe = () => describeOriginRefusal(origin, publicUrl);
  if (site === 'cross-site') return describe();
  if (origin === undefined) return null;
  // A page whose referrer policy hides its origin sends 'null'; the browser still tells same-origin apart.
  if (origin === 'null') return site === 'same-origin' ? null : describe();
  return trustedOrigins.includes(origin) ? null : describe();
}

/** An onRequest hook refusing cookie writes from untrusted pages with 403 UNTRUSTED_ORIGIN. */
export function createOriginCheck(trustedOrigins: readonly string[], publicUrl: string) {
  return async (request: FastifyRequest) => {
    const refusal = findOriginRefusal(request, trustedOrigins, publicUrl);
    if (refusal) throw new AppError('UNTRUSTED_ORIGIN', refusal);
  };
}
