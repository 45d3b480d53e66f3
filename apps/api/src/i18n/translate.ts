/**
 * The API's own words in the reader's language (issue 16, decision 040): mail and notifications.
 * The catalogs (`src/locales/en.json`, `bn.json`) are flat objects of ICU MessageFormat messages by
 * namespaced id; Lingui compiles each once at start (a malformed message stops the server, not a
 * mail) and renders them, plurals and Bangla digits included. The English catalog holds exactly the
 * English the API has always written.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatMoment, formatTaka, INTL_LOCALE, LOCALES, type Locale } from '@nestlane/shared';
import bn from '../locales/bn.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import type { MessageRef, MessageValue, MessageValues } from './message';
import { localizePlace } from './place-names';

export type MessageId = keyof typeof en;

export const CATALOGS: Record<Locale, Record<string, string>> = { en, bn };

export function compileCatalog(locale: Locale, catalog: Record<string, string>): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`locales/${locale}.json: "${id}" is not valid ICU MessageFormat: ${String(error)}`);
    }
  }
  return compiled;
}

function createTranslator(locale: Locale): I18n {
  // `locales` is what Intl formats with: bn-BD gives Bangla digits and lakh/crore grouping.
  return setupI18n({
    locale,
    locales: [INTL_LOCALE[locale]],
    messages: { [locale]: compileCatalog(locale, CATALOGS[locale]) },
  });
}

const translators = Object.fromEntries(LOCALES.map((locale) => [locale, createTranslator(locale)])) as Record<
  Locale,
  I18n
>;

function localizeValue(locale: Locale, value: MessageValue): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('place' in value) return localizePlace(locale, value.place);
  if ('taka' in value) return formatTaka(value.taka, locale, 'full');
  // Moments in Asia/Dhaka, as the web app writes them ('1 Dec 2026, 15:30'; packages/shared/src/dates.ts).
  return value.dateTimes.map((iso) => formatMoment(iso, locale)).join('; ');
}

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}

/**
 * One message in `locale`. An unknown id is a mistake in our code, never text to show: it throws.
 * Numbers stay numbers for ICU (plurals choose by them; `#` and `{n, number}` write them per language).
 */
export function translate(locale: Locale, id: MessageId, values: MessageValues = {}): string {
  if (!isMessageId(id)) throw new Error(`no message "${id}" in the API's catalogs`);
  const localized = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, localizeValue(locale, value)]),
  );
  return translators[locale]._(id, localized);
}

/**
 * Messages stored before amounts were Taka values (decision 045) hold a bare number as `price`; every
 * message with a `price` value is about money, so it is read as Taka rather than written bare.
 */
function upgradeStoredValues(values: MessageValues | undefined): MessageValues | undefined {
  if (typeof values?.price !== 'number') return values;
  return { ...values, price: { taka: values.price } };
}

/** A stored message in `locale`, or null when its id is no longer in the catalogs. */
export function translateStored(locale: Locale, ref: MessageRef): string | null {
  return isMessageId(ref.id) ? translate(locale, ref.id, upgradeStoredValues(ref.values)) : null;
}
