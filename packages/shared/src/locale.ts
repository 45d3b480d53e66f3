/**
 * The languages Nestlane speaks (issue 16, decision 040): English, the default, whose strings are the
 * spec's, and Bangla. A visitor's choice is a cookie, a signed-in person's is also stored on their
 * account; the first visit follows the browser's language. No zod here: the first page imports this
 * module, and a schema built as it loads would bring zod with it (the schema is in `locale-schema.ts`).
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the choice, read by the server's renderer and the browser alike. */
export const LOCALE_COOKIE = 'nestlane-lang';
/** `?lang=bn` asks for a language in a link (the pages' hreflang alternates use it). */
export const LOCALE_QUERY_PARAM = 'lang';
/** A year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** What Intl formats each language with: Bangla digits and lakh/crore grouping for Bangla. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

/** How the language switch names each language, in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `bn`, `bn-BD`, `BN` → 'bn'; anything else → null. */
export function parseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const language = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/**
 * The first language we speak in the browser's order of preference: an Accept-Language header
 * (`bn-BD,bn;q=0.9,en;q=0.8`) or `navigator.languages`. Null when none is ours.
 */
export function negotiateLocale(preferences: string | readonly string[] | null | undefined): Locale | null {
  if (!preferences) return null;
  const ranked =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : preferences;
  for (const tag of ranked) {
    const locale = parseLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/** A cookie header's value of LOCALE_COOKIE, when it names one of ours. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return parseLocale(decodeURIComponent(value.join('=')));
  }
  return null;
}

/**
 * The language of a page request: a `?lang=` in the address, then the remembered choice, then the
 * browser's preference, then English.
 */
export function resolveRequestLocale(request: {
  queryLang?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  return (
    parseLocale(request.queryLang) ??
    readLocaleCookie(request.cookieHeader) ??
    negotiateLocale(request.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
