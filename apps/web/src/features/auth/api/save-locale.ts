import type { Locale } from '@nestlane/shared';
import { fetchJson } from '../../../lib/api-client';

/** PUT /api/me/locale: the signed-in person's language, kept on their account (decision 040). */
export function saveLocale(locale: Locale) {
  return fetchJson<{ locale: Locale }>('/me/locale', { method: 'PUT', body: JSON.stringify({ locale }) });
}
