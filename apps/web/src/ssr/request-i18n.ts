/**
 * Translation per request on the server (decision 041). Pages render concurrently: their loaders await the
 * API, React's streaming renderer resumes them as data and code arrive, and their `ApiError`s are built in
 * between. Each page runs inside `runInLocale`, whose Lingui instance is found through AsyncLocalStorage by
 * every translate call below it (i18n/active-i18n.ts), whichever request happens to be running.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { I18n } from '@lingui/core';
import type { Locale } from '@nestlane/shared';
import { createLocaleI18n, setRequestI18nLookup } from '../i18n';

const requestI18n = new AsyncLocalStorage<I18n>();
setRequestI18nLookup(() => requestI18n.getStore());

/** Runs `work` (and everything it starts) reading `locale`. */
export async function runInLocale<T>(locale: Locale, work: () => T | Promise<T>): Promise<T> {
  const i18n = await createLocaleI18n(locale);
  return requestI18n.run(i18n, work);
}

/** Runs `work` reading the same language as the code calling this (for a render started later). */
export function bindToRequestLocale<Args extends unknown[], R>(
  work: (...args: Args) => R,
): (...args: Args) => R {
  return AsyncLocalStorage.bind(work);
}
