/**
 * A browser's device key (decision 044): a random `nestlane-device` cookie, HttpOnly and scoped to the
 * one route that reads it. Used to count a listing's look once per device (listing-views) and to
 * throttle number reveals per device (contact, decision 053). It names no one: nothing joins it to an
 * account or a session.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from './cookies';

export const DEVICE_COOKIE = 'nestlane-device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_KEY = /^[A-Za-z0-9_-]{22}$/;

/** The browser's device key when it is one of ours, else a new one. */
export function findOrCreateDeviceKey(cookieValue: string | null): { key: string; isNew: boolean } {
  if (cookieValue && DEVICE_KEY.test(cookieValue)) return { key: cookieValue, isNew: false };
  return { key: randomBytes(16).toString('base64url'), isNew: true };
}

/**
 * The request's device: the key its browser sent, or a new one given in this answer's Set-Cookie
 * (for `path` only). `isNew` says the browser did not send one, so the key proves nothing yet.
 */
export function findRequestDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): { key: string; isNew: boolean } {
  const device = findOrCreateDeviceKey(readCookie(request.headers.cookie, DEVICE_COOKIE));
  if (device.isNew) {
    reply.header(
      'set-cookie',
      serializeCookie(DEVICE_COOKIE, device.key, {
        path,
        maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
        isSecure: request.protocol === 'https',
      }),
    );
  }
  return device;
}
