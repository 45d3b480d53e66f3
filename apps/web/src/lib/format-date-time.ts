import { INTL_LOCALE, type Locale } from '@nestlane/shared';
import { currentLocale } from '../i18n';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** 'Tue, 1 Dec 2026, 15:30' (Bangla: 'মঙ্গল, ১ ডিসে, ২০২৬, ৩:৩০ PM') in the reader's own time zone, for messages and viewings. */
export function formatDateTime(iso: string, locale: Locale = currentLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
