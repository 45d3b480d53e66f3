/**
 * Number reveals throttled per device (issue 27, decision 053), beside the per-address limit of the
 * route: people behind one carrier's address keep their own allowance, and one browser cannot use up
 * the address's. A device is its `nestlane-device` cookie (given with the first reveal, scoped to
 * this route); a client that sends none is known by its address and user agent, as the view count
 * knows it (decision 044). Counted by the rate-limit plugin's store: Redis when REDIS_URL is set, this
 * instance's memory otherwise.
 */
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readCookie } from '../../lib/cookies';
import { DEVICE_COOKIE, findOrCreateDeviceKey, findRequestDevice } from '../../lib/device-cookie';
import { formatWait } from '../../lib/format-wait';

/** Reveals per device: a person comparing a dozen flats by Call and WhatsApp stays well inside it. */
export const CONTACT_REVEAL_DEVICE_RATE_LIMIT = { max: 20, windowSeconds: 10 * 60 } as const;
export const CONTACT_REVEAL_PATH = '/api/revealContact';

export const DEVICE_REVEAL_LIMIT_MESSAGE = (after: string) =>
  `Too many numbers revealed on this device. Please wait ${after} and try again.`;

function findDeviceBucket(request: FastifyRequest): string {
  const device = findOrCreateDeviceKey(readCookie(request.headers.cookie, DEVICE_COOKIE));
  if (!device.isNew) return `contact-reveal-device|${device.key}`;
  const marks = `${normalizeIP(request.ip)}\n${request.headers['user-agent'] ?? ''}`;
  return `contact-reveal-device|anonymous|${createHash('sha256').update(marks).digest('base64url').slice(0, 22)}`;
}

/** A preHandler: 429 RATE_LIMITED with the device's message past the limit; gives a new device its cookie. */
export function createDeviceRevealThrottle(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: CONTACT_REVEAL_DEVICE_RATE_LIMIT.max,
    timeWindow: CONTACT_REVEAL_DEVICE_RATE_LIMIT.windowSeconds * 1000,
    keyGenerator: findDeviceBucket,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter(request);
    findRequestDevice(request, reply, CONTACT_REVEAL_PATH);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', Math.max(1, Math.ceil(state.ttl / 1000)));
      throw new AppError('RATE_LIMITED', DEVICE_REVEAL_LIMIT_MESSAGE(formatWait(state.ttl)));
    }
  };
}
