import type { Locale } from '@nestlane/shared';
import { currentLocale, localizeDigits } from '../../../i18n';
import { formatCalendarDate } from '../../../lib/format-date-time';

/**
 * When the agent joined: the API's date string ('Tue Jan 02 2024', the spec's creationDate) as the app
 * writes every day ('2 Jan 2024', '২ জানু, ২০২৪'). It is a calendar date, read and written as that same
 * day, so the server's page and the browser's agree wherever each runs. Text that is not a date is shown
 * as it is.
 */
export function formatAgentSince(creationDate: string, locale: Locale = currentLocale()): string {
  return formatCalendarDate(creationDate, locale) || localizeDigits(creationDate, locale);
}
