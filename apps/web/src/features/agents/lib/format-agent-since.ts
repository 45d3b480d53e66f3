import type { Locale } from '@nestlane/shared';
import { currentLocale, localizeDigits } from '../../../i18n';
import { formatReviewDate } from '../../../lib/format-review-date';

/**
 * When the agent joined: the API's date string as the spec shows it in English ('Tue Jan 02 2024'), the
 * date in Bangla words and digits in Bangla ('২ জানুয়ারী, ২০২৪'). The date is read and written in the same
 * time zone, so the server's page and the browser's agree wherever each runs.
 */
export function formatAgentSince(creationDate: string, locale: Locale = currentLocale()): string {
  if (locale === 'en') return creationDate;
  if (Number.isNaN(Date.parse(creationDate))) return localizeDigits(creationDate, locale);
  return formatReviewDate(creationDate, locale);
}
