/**
 * Which language a reader gets the API's words in (decision 040): the language the request's
 * `nestlane-lang` cookie names (the page they are reading now), else the one stored on their
 * account, else English. Mail has no request: it follows the stored language alone.
 */
import { DEFAULT_LOCALE, type Locale, parseLocale, readLocaleCookie } from '@nestlane/shared';
import type { FastifyRequest } from 'fastify';

export function findStoredLocale(stored: string | null | undefined): Locale {
  return parseLocale(stored) ?? DEFAULT_LOCALE;
}

export function findReaderLocale(request: FastifyRequest, stored: string | null | undefined): Locale {
  return readLocaleCookie(request.headers.cookie) ?? findStoredLocale(stored);
}
