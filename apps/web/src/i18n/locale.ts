/**
 * The language being read (decision 040): which one a page starts in, how a choice is remembered, and
 * switching without a reload.
 */
import { type I18n, i18n, setupI18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  negotiateLocale,
  parseLocale,
  readLocaleCookie,
} from '@nestlane/shared';
import { useSyncExternalStore } from 'react';
import { activeI18n } from './active-i18n';
import { setBanglaPlaceNames } from './place-names';

type BanglaCatalog = typeof import('./bn-catalog');
let banglaLoading: Promise<BanglaCatalog> | null = null;

function loadBangla(): Promise<BanglaCatalog> {
  // The places' Bangla names from the module the place search already loads on its own (one chunk).
  banglaLoading ??= Promise.all([import('./bn-catalog'), import('@nestlane/shared/geo/places')]).then(
    ([catalog, places]) => {
      setBanglaPlaceNames(places.listBanglaPlaceNames());
      if (typeof window !== 'undefined') i18n.load('bn', catalog.bnMessages);
      return catalog;
    },
  );
  return banglaLoading;
}

/**
 * In the browser: loads the language's catalogs (Bangla's chunk the first time) and makes it the one being
 * read, by the shared instance. The server never switches it (see createLocaleI18n).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const bangla = locale === 'bn' ? await loadBangla() : await banglaLoading;
  // zod's own messages follow the page (back to English after Bangla too).
  bangla?.setZodLocale(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
}

let banglaServerI18n: Promise<I18n> | null = null;

/**
 * On the server: the instance a page in this language reads, kept for the process and never switched.
 * English is the shared instance, which every feature's catalog loads its English into as its code loads;
 * Bangla is an instance of its own holding the whole Bangla catalog. zod's messages stay as they are: its
 * configuration is one global per process, shared with the API's own validation.
 */
export async function createLocaleI18n(locale: Locale): Promise<I18n> {
  if (locale === 'en') {
    if (i18n.locale !== 'en') i18n.activate('en');
    return i18n;
  }
  banglaServerI18n ??= loadBangla().then((catalog) =>
    setupI18n({ locale: 'bn', messages: { bn: catalog.bnMessages } }),
  );
  return banglaServerI18n;
}

/**
 * The language a page starts in. A page the server rendered is in the language the server chose
 * (`<html lang>`, from `?lang=`, the cookie or the browser), so the browser's app takes it over as it is;
 * the page shell follows the remembered choice, then the browser's languages.
 */
export function readInitialLocale(isServerRendered: boolean): Locale {
  if (isServerRendered) return parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  return readLocaleCookie(document.cookie) ?? negotiateLocale(navigator.languages) ?? DEFAULT_LOCALE;
}

/** Remembers a visitor's choice for a year, for the server's pages and the browser's alike. */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // The Cookie Store API is not in every browser people use here (Firefox, older phones); the value is ours.
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and a checked value, written once per switch
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

function subscribeToLocale(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

function readLocale(): Locale {
  return parseLocale(activeI18n().locale) ?? DEFAULT_LOCALE;
}

/**
 * The language being read, in a component, which renders again when it changes — and only then: Lingui
 * also announces each catalog a page's code registers as it loads (`defineCatalog`), and a context
 * consumer (`useLingui`) would render again for every one of them, all over the page, during and after
 * the hydration. No provider is needed, so a component renders alone in its tests too.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, readLocale, readLocale);
}

/** The language being read, outside a component. */
export function currentLocale(): Locale {
  return readLocale();
}
