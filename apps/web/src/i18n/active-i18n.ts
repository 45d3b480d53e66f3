/**
 * Which Lingui instance speaks for the code running now. In the browser there is one page and one language
 * being read: Lingui's shared instance, switched by `activateLocale`. The server renders many pages at once,
 * in both languages, and their loaders and renders interleave between awaits: there each page's request
 * carries its own instance (ssr/request-scope.ts installs the lookup), so a page never reads another's words.
 */
import { type I18n, i18n as sharedI18n } from '@lingui/core';

let findRequestI18n: (() => I18n | undefined) | null = null;

/** The instance of the language being read here: the request's on the server, the page's in the browser. */
export function activeI18n(): I18n {
  return findRequestI18n?.() ?? sharedI18n;
}

/** The server renderer's hook: called once at its start, never in the browser. */
export function setRequestI18nLookup(lookup: () => I18n | undefined): void {
  findRequestI18n = lookup;
}
