/**
 * The rate limit of messages and viewing requests (issue 12), through the rate-limit plugin's route
 * config (memory, or Redis when REDIS_URL is set): counted per signed-in person, whatever address or
 * session they write from; a visitor's request (refused with 401 anyway) is counted per address.
 */
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../../auth/get-session-user';

async function findSenderKey(request: FastifyRequest): Promise<string> {
  // A bad token or a suspended account is refused by the handler; here it only falls back to the address.
  const sender = await getSessionUser(request).catch(() => null);
  return sender ? `user|${sender.id}` : `ip|${normalizeIP(request.ip)}`;
}

export function createSenderRateLimit(max: number, windowSeconds: number): RateLimitOptions {
  return { hook: 'onRequest', max, timeWindow: windowSeconds * 1000, keyGenerator: findSenderKey };
}
