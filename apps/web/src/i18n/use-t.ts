import { activeI18n } from './active-i18n';
import type { Catalog } from './catalog';
import { useLocale } from './locale';

/** A message's values: numbers for plurals and counts, strings for names and places. */
export type MessageValues = Record<string, string | number | null | undefined>;
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The translate function of a catalog, in the language being read; a component that calls it renders
 * again when the language changes.
 */
export function useT<Id extends string>(_catalog: Catalog<Id>): Translate<Id> {
  useLocale();
  return (id, values) => activeI18n()._(id, values);
}

/**
 * The same outside a component (a toast raised by an event handler, a page title set in an effect):
 * the language being read now.
 */
export function translate<Id extends string>(_catalog: Catalog<Id>, id: Id, values?: MessageValues): string {
  return activeI18n()._(id, values);
}
